import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link, useParams } from 'react-router';
import type { Inscricao } from '@church/contracts-events';
import { useChurch } from '@church/data-access';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useEventForSale, useMyEventTickets } from '../tickets/tickets-api';
import { TicketList } from './ticket-list';

/** §2 "/user/registrations/{eventId}/tickets": each ticket with its QR code for check-in, its payment, the calendar file and the exclusive content. */
export function EventTicketsPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const id = parseId(useParams().eventId);
  const tickets = useMyEventTickets(id ?? 0, id !== null);
  const event = useEventForSale(id ?? 0, id !== null);
  usePageMeta({ title: `${t`My tickets`} · ${church.nome}` });
  if (id === null) return <EmptyState title={t`Event not found.`} />;
  if (tickets.isPending) return <Spinner label={t`Loading your tickets`} />;
  if (tickets.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (tickets.data.length === 0) {
    return (
      <EmptyState title={t`You have no tickets for this event.`}>
        <Link to="/user/registrations">{t`My registrations`}</Link>
      </EmptyState>
    );
  }
  const first = tickets.data[0] as Inscricao;
  return (
    <>
      <PageHeader
        title={first.nomeEvento}
        subtitle={first.dataEvento ? formatDate(first.dataEvento, i18n.locale, DateTime.DATETIME_FULL, timeZone) : undefined}
      />
      <TicketList tickets={tickets.data} moeda={event.data?.moeda ?? 'USD'} member />
    </>
  );
}
