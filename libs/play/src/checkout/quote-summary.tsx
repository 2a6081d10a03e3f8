import { useLingui } from '@lingui/react/macro';
import type { CotacaoAssinatura } from '@church/contracts-play';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import styles from './checkout.module.css';

/** What subscribing costs: today, the first charge line by line, and each renewal once a coupon's periods are over. */
export function QuoteSummary({ quote }: { quote: CotacaoAssinatura }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const money = (cents: number) => formatCurrency(cents / 100, quote.moeda, i18n.locale);
  const first = quote.primeiraCobranca;
  const firstDate = formatDate(first.data, i18n.locale, undefined, timeZone);
  const renewal = money(quote.renovacao.total);
  const monthly = quote.plano.periodicidade === 'mensal';
  const days = quote.diasTeste;
  const coupon = quote.cupom;
  const couponCode = coupon?.codigo ?? '';
  const percent = coupon?.percentual ?? 0;
  const periods = coupon?.periodos ?? 0;
  return (
    <section className={styles.box} aria-labelledby="quote-title">
      <h2 id="quote-title" className={styles.boxTitle}>
        {quote.plano.nome}
      </h2>
      {quote.periodoTeste ? <p className={styles.highlight}>{days === 1 ? t`Free for 1 day, then charged on ${firstDate}.` : t`Free for ${days} days, then charged on ${firstDate}.`}</p> : null}
      <dl className={styles.totals} aria-live="polite">
        <dt>{quote.periodoTeste ? t`First charge (${firstDate})` : t`Plan`}</dt>
        <dd>{money(first.valor)}</dd>
        {first.desconto > 0 && coupon ? (
          <>
            <dt>{t`Coupon ${couponCode} (−${percent}%)`}</dt>
            <dd>−{money(first.desconto)}</dd>
          </>
        ) : null}
        {first.taxa > 0 ? (
          <>
            <dt>{t`Fee`}</dt>
            <dd>{money(first.taxa)}</dd>
          </>
        ) : null}
        {first.taxaAdesao > 0 ? (
          <>
            <dt>{t`Sign-up fee (once)`}</dt>
            <dd>{money(first.taxaAdesao)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t`Total today`}</dt>
        <dd className={styles.total}>{money(quote.totalHoje)}</dd>
      </dl>
      <p className={styles.hint}>
        {monthly ? t`Then ${renewal} a month, charged automatically.` : t`Then ${renewal} a year, charged automatically.`}{' '}
        {periods > 1 ? t`The coupon applies to the first ${periods} charges.` : null}{' '}
        {t`Cancel any time; you keep access until the end of the period you paid for.`}
      </p>
      {quote.testeExigeCpf ? <p className={styles.hint}>{t`This plan has a free trial: add your CPF to your account to get it.`}</p> : null}
    </section>
  );
}
