import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import type { Ingresso } from '@church/contracts-events';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { availabilityFor } from './ticket-limits';
import styles from './tickets.module.css';

export interface TicketTypeRowProps {
  ticket: Ingresso;
  moeda: string;
  held: number;
  quantity: number;
  max: number;
  onQuantity: (quantity: number) => void;
}

/** One ticket type: name, price, its availability (§4) and how many to buy. */
export function TicketTypeRow({ ticket, moeda, held, quantity, max, onQuantity }: TicketTypeRowProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const when = (iso: string) => formatDate(iso, i18n.locale, DateTime.DATETIME_MED, timeZone);
  const availability = availabilityFor(ticket, held);
  const until = ticket.dataFimVendas ? when(ticket.dataFimVendas) : null;
  const from = ticket.dataInicioVendas ? when(ticket.dataInicioVendas) : null;
  const limit = ticket.limitePorUsuario ?? 0;
  const name = ticket.nome;
  const state = {
    A_VENDA: until ? t`Available until ${until} or while tickets last` : t`Available`,
    EM_BREVE: from ? t`Available from ${from}` : t`Not on sale yet`,
    ENCERRADO: t`Expired`,
    ESGOTADO: t`Sold out`,
    LIMITE_USUARIO: t`You have reached the limit of ${limit} per person`,
  }[availability];
  const selectId = `ticket-${ticket.id}-quantity`;
  return (
    <li className={styles.type}>
      <div>
        <p className={styles.typeName}>{ticket.nome}</p>
        {ticket.descricao ? <p>{ticket.descricao}</p> : null}
        <p className={styles.price}>{ticket.valor === 0 ? t`Free` : formatCurrency(ticket.valor / 100, moeda, i18n.locale)}</p>
        <p className={styles.availability}>{state}</p>
      </div>
      <div className={styles.quantity}>
        <label htmlFor={selectId}>{t`Quantity of ${name}`}</label>
        <select id={selectId} value={quantity} disabled={max === 0 && quantity === 0} onChange={(change) => onQuantity(Number(change.target.value))}>
          {Array.from({ length: Math.max(max, quantity) + 1 }, (_, count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
