import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import type { PaymentToShow as Pagamento } from './payment-types';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { Alert, Button } from '@church/ui';
import { CopyButton } from './copy-button';
import { METHOD_LABELS, PAYMENT_STATE_TITLES, paymentStateOf } from './payment-status';
import styles from './payment.module.css';

export interface PaymentSummaryProps {
  payment: Pagamento;
  /** The sandbox's "mark as paid" for a Pix or bank slip awaiting payment. */
  onPayInSandbox?: () => void;
  payingInSandbox?: boolean;
  /** What the payment's value paid for ("Tickets", "Donation"); "Amount" when not said. */
  valueLabel?: string;
  /** It pays for tickets, which go back on sale when its hold ends unpaid (`reservaAte`); a gift's hold only ends. */
  holdsTickets?: boolean;
}

/**
 * A deadline (an instant the server sends in UTC) in the church's time zone, which it names: "Dec 3,
 * 2026, 3:30 PM GMT-3". The same text on the server and in the browser, and the zone said, so a buyer
 * abroad knows which clock it is. Without a zone (outside a church's site), in the reader's own.
 */
export function formatDeadline(iso: string, locale: string, timeZone?: string): string {
  const format = { ...DateTime.DATETIME_MED, timeZoneName: 'short' } as const;
  if (timeZone) return formatDate(iso, locale, format, timeZone);
  const local = DateTime.fromISO(iso).toLocal();
  if (!local.isValid) return '';
  return formatDate(local.toISO({ includeOffset: false }), locale, format);
}

/** A payment's state (§4), amounts, and what is left to do: the Pix code, the slip's line, the day to pay cash by. */
export function PaymentSummary({ payment, onPayInSandbox, payingInSandbox, valueLabel, holdsTickets = false }: PaymentSummaryProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const money = (cents: number) => formatCurrency(cents / 100, payment.moeda, i18n.locale);
  const state = paymentStateOf(payment.status);
  const awaitingCode = payment.status === 'pendente' && (payment.pix || payment.boleto);
  const count = payment.parcelas;
  const total = money(payment.total);
  const pixUntil = payment.pix ? formatDeadline(payment.pix.expiraEm, i18n.locale, timeZone) : '';
  const slipDue = payment.boleto ? formatDate(payment.boleto.vencimento, i18n.locale, DateTime.DATE_FULL, timeZone) : '';
  // Cash is paid by the hold's end when the server says it (it is the pay-by time), else by the cash's own.
  const cashBy = payment.dinheiro ? formatDeadline(payment.reservaAte ?? payment.dinheiro.pagarAte, i18n.locale, timeZone) : '';
  const heldUntil = payment.reservaAte && (state === 'awaiting' || state === 'review') ? formatDeadline(payment.reservaAte, i18n.locale, timeZone) : '';
  const payable = payment.status === 'pendente' || payment.status === 'aguardando';
  // Refunded in part: the payment stays as it was, and what went back is stated (refunded in full, the state says it).
  const refunded = payment.valorEstornado ?? 0;
  const partlyRefunded = refunded > 0 && payment.status !== 'estornado';
  let hold: string | null = null;
  if (heldUntil && !payment.dinheiro) {
    if (!payable) hold = holdsTickets ? t`Your tickets are held until ${heldUntil} while the payment is confirmed.` : null;
    else if (payment.boleto) hold = holdsTickets ? t`Your tickets are held until ${heldUntil}, while the bank settles the slip; unpaid by then, they go back on sale.` : null;
    else hold = holdsTickets ? t`Pay by ${heldUntil} or the tickets go back on sale.` : t`Pay by ${heldUntil}.`;
  }
  return (
    <section className={styles.summary} aria-labelledby="payment-state">
      <h2 id="payment-state" className={styles[state]}>
        {i18n._(PAYMENT_STATE_TITLES[state])}
      </h2>
      <dl className={styles.figures}>
        <dt>{t`Payment code`}</dt>
        <dd>{payment.codigo}</dd>
        {payment.descricao ? (
          <>
            <dt>{t`For`}</dt>
            <dd>{payment.descricao}</dd>
          </>
        ) : null}
        <dt>{t`Method`}</dt>
        <dd>{i18n._(METHOD_LABELS[payment.metodo])}</dd>
        <dt>{valueLabel ?? t`Amount`}</dt>
        <dd>{money(payment.valor)}</dd>
        {payment.total > payment.valor ? (
          <>
            <dt>{t`Fees and interest`}</dt>
            <dd>{money(payment.total - payment.valor)}</dd>
          </>
        ) : null}
        <dt>{t`Total`}</dt>
        <dd>
          {count > 1 ? t`${count} installments, ${total} in all` : total}
        </dd>
        {partlyRefunded ? (
          <>
            <dt>{t`Refunded`}</dt>
            <dd>{money(refunded)}</dd>
            <dt>{t`Kept by the church`}</dt>
            <dd>{money(payment.total - refunded)}</dd>
          </>
        ) : null}
      </dl>
      {partlyRefunded ? <p className={styles.hold}>{holdsTickets ? t`Part of this payment was refunded to you; your tickets stay valid.` : t`Part of this payment was refunded to you.`}</p> : null}
      {state === 'disputed' ? (
        <Alert type="warning">
          {holdsTickets
            ? t`The card holder's bank disputed this payment and holds the money until the dispute is decided. Your tickets stay valid meanwhile; if the bank returns the money, they are cancelled.`
            : t`The card holder's bank disputed this payment and holds the money until the dispute is decided; if the bank returns the money, the payment counts as refunded.`}
        </Alert>
      ) : null}
      {hold ? <p className={styles.hold}>{hold}</p> : null}
      {payment.pix && payment.status === 'pendente' ? (
        <div className={styles.instructions}>
          <p>{t`Scan the code with your bank's app, or copy the Pix code and paste it there.`}</p>
          {payment.pix.qrCode ? <img src={payment.pix.qrCode} alt={t`Pix QR code`} width={200} height={200} /> : <div className={styles.qrPlaceholder} />}
          <p className={styles.code}>{payment.pix.copiaECola}</p>
          <CopyButton text={payment.pix.copiaECola} label={t`Copy the Pix code`} />
          <p>{t`The code is valid until ${pixUntil}.`}</p>
        </div>
      ) : null}
      {payment.boleto && payment.status === 'pendente' ? (
        <div className={styles.instructions}>
          <p>{t`Pay the bank slip by ${slipDue} with this line:`}</p>
          <p className={styles.code}>{formatLine(payment.boleto.linhaDigitavel)}</p>
          <CopyButton text={payment.boleto.linhaDigitavel} label={t`Copy the bank slip line`} />
        </div>
      ) : null}
      {payment.dinheiro && payment.status === 'aguardando' ? (
        <Alert type="info">{holdsTickets && payment.reservaAte ? t`Pay ${total} in cash at the church by ${cashBy} or the tickets go back on sale.` : t`Pay ${total} in cash at the church by ${cashBy}.`}</Alert>
      ) : null}

      {awaitingCode && onPayInSandbox && payment.provedor === 'sandbox' ? (
        <div className={styles.sandbox}>
          <p>{t`Payments sandbox: no real bank is involved. Mark this payment as paid to see what happens when the bank confirms it.`}</p>
          <Button variant="secondary" onClick={onPayInSandbox} disabled={payingInSandbox}>
            {t`Mark as paid (sandbox)`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function formatLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line.slice(32, 33)} ${line.slice(33)}`;
}
