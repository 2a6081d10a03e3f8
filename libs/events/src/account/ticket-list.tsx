import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Inscricao } from '@church/contracts-events';
import { formatCurrency } from '@church/i18n';
import { buttonClassName } from '@church/ui';
import styles from './account.module.css';
import { PAYMENT_STATE_TITLES, paymentStateOf } from '@church/payment-ui';
import { paymentsPaths } from '@church/payments';

export interface TicketListProps {
  tickets: Inscricao[];
  moeda: string;
  /** A member's tickets link to their payment's page and their exclusive content; a visitor's order shows neither. */
  member: boolean;
}

/** Bought tickets, each with its QR code for check-in (once paid), its payment's state and the event's calendar file. */
export function TicketList({ tickets, moeda, member }: TicketListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul className={styles.list}>
      {tickets.map((ticket) => {
        const state = paymentStateOf(ticket.statusPagamento);
        const holder = ticket.participante;
        const stateTitle = i18n._(PAYMENT_STATE_TITLES[state]);
        return (
          <li key={ticket.id} className={styles.ticket}>
            {ticket.qrCode ? (
              <img src={ticket.qrCode} alt={t`Check-in code of the ticket of ${holder}`} width={160} height={160} />
            ) : state === 'awaiting' || state === 'review' ? (
              // A ticket has no check-in code until its payment is complete (issue 22): an unpaid hold lets nobody in.
              <p className={styles.qrPending}>{t`Your QR code appears here once the payment is confirmed.`}</p>
            ) : null}
            <div className={styles.ticketBody}>
              <p className={styles.cardLink}>{ticket.ingresso}</p>
              <p>{ticket.participante}</p>
              <p>{ticket.valor === 0 ? t`Free` : formatCurrency(ticket.valor / 100, moeda, i18n.locale)}</p>
              <p>{member ? <Link to={paymentsPaths.payment.href(ticket.codigoPagamento)}>{stateTitle}</Link> : stateTitle}</p>
              <a className={buttonClassName('secondary')} href={`/event/${ticket.idEvento}/calendar.ics`} download>
                {t`Add to calendar`}
              </a>
              {state === 'disputed' ? <p className={styles.qrPending}>{t`The card holder's bank disputed this payment. The ticket stays valid unless the bank returns the money.`}</p> : null}
              {member && ticket.flagConteudoExclusivo && (state === 'success' || state === 'disputed') ? (
                <Link to={`/user/registrations/${ticket.idEvento}/ticket/${ticket.id}/content`}>{t`Exclusive content`}</Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
