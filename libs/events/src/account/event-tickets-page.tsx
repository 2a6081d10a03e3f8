import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link, useParams } from 'react-router';
import type { Inscricao } from '@church/contracts-events';
import { useChurch } from '@church/data-access';
import { formatCurrency, formatDate } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { PAYMENT_STATE_TITLES, paymentStateOf } from '../payment/payment-status';
import { useEventForSale, useMyEventTickets } from '../tickets/tickets-api';
import styles from './account.module.css';

/** §2 "/user/registrations/{eventId}/tickets": each ticket with its QR code for check-in, its payment, the calendar file and the exclusive content. */
export function EventTicketsPage() {
  const { t, i18n } = useLingui();
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
        subtitle={first.dataEvento ? formatDate(first.dataEvento, i18n.locale, DateTime.DATETIME_FULL) : undefined}
      />
      <ul className={styles.list}>
        {tickets.data.map((ticket) => {
          const state = paymentStateOf(ticket.statusPagamento);
          const holder = ticket.participante;
          return (
            <li key={ticket.id} className={styles.ticket}>
              {ticket.qrCode ? <img src={ticket.qrCode} alt={t`Check-in code of the ticket of ${holder}`} width={160} height={160} /> : null}
              <div className={styles.ticketBody}>
                <p className={styles.cardLink}>{ticket.ingresso}</p>
                <p>{ticket.participante}</p>
                <p>{ticket.valor === 0 ? t`Free` : formatCurrency(ticket.valor / 100, event.data?.moeda ?? 'USD', i18n.locale)}</p>
                <p>
                  <Link to={`/user/payment/${ticket.codigoPagamento}`}>{i18n._(PAYMENT_STATE_TITLES[state])}</Link>
                </p>
                <a className={buttonClassName('secondary')} href={`/event/${ticket.idEvento}/calendar.ics`} download>
                  {t`Add to calendar`}
                </a>
                {ticket.flagConteudoExclusivo && state === 'success' ? (
                  <Link to={`/user/registrations/${ticket.idEvento}/ticket/${ticket.id}/content`}>{t`Exclusive content`}</Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
