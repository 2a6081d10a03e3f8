/** The name of an ISO weekday (1 Monday … 7 Sunday) in the locale: 1 January 2024 was a Monday. */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** A time of day (`19:30`) as the locale writes it (7:30 PM, 19:30). */
export function formatTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/** From start to finish (`7:30 PM – 9:00 PM`). */
export function formatTimeRange(start: string, end: string, locale: string): string {
  return `${formatTime(start, locale)} – ${formatTime(end, locale)}`;
}

/** One line of a group's address, for reading and for a maps search (its area alone when the reader may not see the street). */
export function addressLine(group: { endereco: string | null; bairro: string | null; cidade: string; estado: string | null }): string {
  return [group.endereco, group.bairro, group.cidade, group.estado].filter(Boolean).join(', ');
}

/** The neighbourhood, city and state where a group meets: all a reader who may not see the address is told. */
export function areaLine(group: { bairro: string | null; cidade: string; estado: string | null }): string {
  return [group.bairro, group.cidade, group.estado].filter(Boolean).join(', ');
}

/** A search for the address on Google Maps (a link the reader follows; the site itself calls nothing). */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
