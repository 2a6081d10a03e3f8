import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { Doacao } from '@church/contracts-giving';
import { useChurch } from '@church/data-access';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { METHOD_LABELS, PAYMENT_STATE_TITLES, paymentStateOf } from '@church/payment-ui';
import { paymentsPaths } from '@church/payments';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useMyGifts, useRecurringGifts } from '../api/my-giving-api';
import { givingPaths } from '../paths';
import { RecurringGiftItem } from './recurring-gift-item';
import styles from './my-giving.module.css';

/** /user/giving: the member's recurring donations (change, resume, stop), their donations, and their yearly statements. */
export function MyGivingPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const gifts = useMyGifts();
  const recurring = useRecurringGifts();
  usePageMeta({ title: `${t`My giving`} · ${church.nome}` });
  const year = DateTime.now().year;
  // Running and paused gifts (a paused one waits for the member to resume it); stopped ones are over.
  const running = (recurring.data ?? []).filter((gift) => gift.status !== 'parada');
  const coveredFeeText = (gift: Doacao) => {
    const fee = formatCurrency(gift.taxaCoberta / 100, gift.moeda, i18n.locale);
    return t`+ ${fee} of fees you covered`;
  };
  // Refunded in part: the gift is shown net, with what went back (refunded in full, its status says it).
  const refundText = (gift: Doacao) => {
    const refunded = formatCurrency((gift.valor - gift.valorLiquido) / 100, gift.moeda, i18n.locale);
    const given = formatCurrency(gift.valor / 100, gift.moeda, i18n.locale);
    return t`${refunded} of ${given} refunded`;
  };
  const partlyRefunded = (gift: Doacao) => gift.valorEstornado > 0 && gift.status !== 'estornado';
  return (
    <>
      <PageHeader title={t`My giving`} subtitle={church.nome} />
      <section aria-labelledby="recurring-title" className={styles.section}>
        <h2 id="recurring-title">{t`Recurring donations`}</h2>
        {recurring.isPending ? <Spinner label={t`Loading`} /> : null}
        {recurring.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
        {recurring.data && running.length === 0 ? <p>{t`You have no recurring donations.`}</p> : null}
        <ul className={styles.list}>
          {running.map((gift) => (
            <RecurringGiftItem key={gift.id} gift={gift} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="gifts-title" className={styles.section}>
        <h2 id="gifts-title">{t`My donations`}</h2>
        {gifts.isPending ? <Spinner label={t`Loading`} /> : null}
        {gifts.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
        {gifts.data?.length === 0 ? (
          <EmptyState title={t`You have not given online yet.`}>
            <Link to={givingPaths.give.href()}>{t`Give`}</Link>
          </EmptyState>
        ) : null}
        {gifts.data && gifts.data.length > 0 ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Giving options`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`Method`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {gifts.data.map((gift) => (
                <tr key={gift.id}>
                  <td>{formatDate(gift.dataCadastro, i18n.locale, DateTime.DATE_MED, timeZone)}</td>
                  <td>
                    {gift.motivos.map((reason) => reason.nome).join(', ')}
                    {gift.flagRecorrente ? <span className={styles.badge}>{t`recurring`}</span> : null}
                  </td>
                  <td>
                    {formatCurrency((partlyRefunded(gift) ? gift.valorLiquido : gift.valor) / 100, gift.moeda, i18n.locale)}
                    {partlyRefunded(gift) && gift.valorLiquido < gift.valor ? <span className={styles.fee}>{refundText(gift)}</span> : null}
                    {gift.taxaCoberta > 0 ? <span className={styles.fee}>{coveredFeeText(gift)}</span> : null}
                  </td>
                  <td>{i18n._(METHOD_LABELS[gift.metodo])}</td>
                  <td>
                    <Link to={paymentsPaths.payment.href(gift.codigoPagamento)}>{i18n._(PAYMENT_STATE_TITLES[paymentStateOf(gift.status)])}</Link>
                    {partlyRefunded(gift) ? <span className={styles.badge}>{t`partly refunded`}</span> : null}
                    {gift.status === 'contestado' ? <span className={styles.fee}>{t`Your bank disputed this donation; it holds the money until the dispute is decided.`}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-labelledby="statements-title" className={styles.section}>
        <h2 id="statements-title">{t`Giving statements`}</h2>
        <p>{t`A statement of your donations in a year, to print or keep for your tax return.`}</p>
        <ul className={styles.links}>
          {[year, year - 1].map((statementYear) => (
            <li key={statementYear}>
              <Link to={givingPaths.statement.href(statementYear)}>{t`Statement of ${statementYear}`}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
