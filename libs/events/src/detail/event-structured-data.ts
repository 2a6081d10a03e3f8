import type { Evento } from '@church/contracts-events';

/** schema.org `Event` of an event page, for search results and link previews (addresses made absolute). */
export function eventStructuredData(event: Evento, origin: string, churchName: string): Record<string, unknown> {
  const url = new URL(`/event/${event.id}`, origin).href;
  const onSale = event.ingressos.some((ticket) => ticket.situacao === 'A_VENDA');
  const lowest = event.ingressos.reduce<number | null>((low, ticket) => (low === null || ticket.valor < low ? ticket.valor : low), null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.nome,
    description: event.descricao ?? undefined,
    startDate: event.dataInicio,
    endDate: event.dataFim ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.flagOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.flagOnline ? { '@type': 'VirtualLocation', url } : { '@type': 'Place', name: event.local ?? churchName, address: event.local ?? churchName },
    image: event.imagem ? [new URL(event.imagem.url, origin).href] : undefined,
    organizer: { '@type': 'Organization', name: churchName, url: origin },
    url,
    ...(lowest === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: (lowest / 100).toFixed(2),
            priceCurrency: event.moeda,
            availability: onSale ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
            url,
          },
        }),
  };
}
