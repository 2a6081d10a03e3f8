import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link, Navigate } from 'react-router';
import { useChurch } from '@church/data-access';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { PaymentSummary } from '@church/payment-ui';
import { usePayInSandbox, usePayment } from '@church/payments';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import { Alert, PageHeader } from '@church/ui';
import { givingPaths } from '../paths';
import { lastGiftAtom } from './give-checkout-state';

/** After giving: the payment's state (with the code to pay a Pix or slip), the recurring gift's next charge, and the way on. */
export function GiveThankYouPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const gift = useAtomValue(lastGiftAtom);
  const signedIn = useAtomValue(isLoggedInAtom);
  usePageMeta({ title: `${t`Thank you`} · ${church.nome}` });
  const fresh = usePayment(gift?.pagamento.codigo ?? '');
  const payInSandbox = usePayInSandbox();
  if (!gift) return <Navigate to={givingPaths.give.href()} replace />;
  const payment = fresh.data ?? gift.pagamento;
  const recurring = gift.recorrente;
  const next = recurring ? formatDate(recurring.proximaCobranca, i18n.locale, DateTime.DATE_FULL, timeZone) : '';
  const amount = recurring ? formatCurrency(recurring.valor / 100, recurring.moeda, i18n.locale) : '';
  const days = recurring?.recorrenciaDias ?? 0;
  const coveredFee = gift.doacao.taxaCoberta > 0 ? formatCurrency(gift.doacao.taxaCoberta / 100, gift.doacao.moeda, i18n.locale) : null;
  const given = formatCurrency(gift.doacao.valor / 100, gift.doacao.moeda, i18n.locale);
  const churchName = church.nome;
  return (
    <>
      <PageHeader title={t`Thank you for your donation!`} subtitle={church.nome} />
      <PaymentSummary payment={payment} valueLabel={t`Donation`} onPayInSandbox={signedIn ? () => payInSandbox.mutate(payment.codigo) : undefined} payingInSandbox={payInSandbox.isPending} />
      {coveredFee ? <p>{t`You covered ${coveredFee} of fees: ${churchName} receives the whole ${given}.`}</p> : null}
      {recurring && recurring.status === 'ativa' ? (
        <Alert type="info">
          {recurring.metodo === 'PIX'
            ? t`${amount} will be given again every ${days} days: the next Pix is e-mailed to you on ${next}.`
            : t`${amount} will be given again every ${days} days; the next charge is on ${next}.`}
        </Alert>
      ) : null}
      <p>
        {signedIn ? <Link to={givingPaths.mine.href()}>{t`My giving`}</Link> : null} <Link to={givingPaths.give.href()}>{t`Give again`}</Link>
      </p>
    </>
  );
}
