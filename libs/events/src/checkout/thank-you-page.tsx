import { useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { usePayInSandbox, usePayment } from '@church/payments';
import { useAtomValue } from '@church/state';
import { PageHeader } from '@church/ui';
import { eventsPaths } from '../paths';
import { lastPurchaseAtom } from './checkout-state';
import { GuestOrder } from './guest-order';
import { PaymentSummary } from '@church/payment-ui';

/** §2 "/checkout/thank-you": the purchase's payment, kept up to date while it settles, and the way to the tickets (a visitor's, right here). */
export function ThankYouPage() {
  const { t } = useLingui();
  const church = useChurch();
  const purchase = useAtomValue(lastPurchaseAtom);
  usePageMeta({ title: `${t`Thank you`} · ${church.nome}` });
  const code = purchase?.pagamento.codigo ?? '';
  const guestKey = purchase && 'chaveAcesso' in purchase ? purchase.chaveAcesso : null;
  const fresh = usePayment(guestKey === null ? code : '');
  const payInSandbox = usePayInSandbox();
  if (!purchase) return <Navigate to={eventsPaths.list.href()} replace />;
  const eventName = purchase.inscricoes[0]?.nomeEvento;
  if (guestKey !== null) {
    return (
      <>
        <PageHeader title={t`Thank you!`} subtitle={eventName} />
        <GuestOrder code={code} orderKey={guestKey} />
      </>
    );
  }
  const payment = fresh.data ?? purchase.pagamento;
  const eventId = purchase.inscricoes[0]?.idEvento;
  return (
    <>
      <PageHeader title={t`Thank you!`} subtitle={eventName} />
      <PaymentSummary payment={payment} valueLabel={t`Tickets`} holdsTickets onPayInSandbox={() => payInSandbox.mutate(payment.codigo)} payingInSandbox={payInSandbox.isPending} />
      {eventId ? <Link to={`/user/registrations/${eventId}/tickets`}>{t`See my tickets`}</Link> : null}
    </>
  );
}
