import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { ApiError, useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { accountAtom, useAtomValue } from '@church/state';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { usePayInSandbox, usePayment } from '../payment/payment-api';
import { PaymentSummary } from '@church/payment-ui';

const CODE = /^[A-Z0-9]{6,40}$/;

/** §2 "/user/payment/{paymentCode}": the payment's state (§4), or "not found" for a code the member has no payment under. */
export function PaymentPage() {
  const { t } = useLingui();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const code = useParams().paymentCode ?? '';
  const valid = CODE.test(code);
  const live = usePayment(account?.id ?? 0, valid ? code : '');
  const payInSandbox = usePayInSandbox(account?.id ?? 0);
  usePageMeta({ title: `${t`Payment`} · ${church.nome}` });
  const notFound = (
    <EmptyState title={t`No payment was found for this code.`}>
      <Link to="/user/registrations">{t`My registrations`}</Link>
    </EmptyState>
  );
  if (!valid) return notFound;
  if (live.isPending) return <Spinner label={t`Loading the payment`} />;
  if (live.isError) return live.error instanceof ApiError && live.error.status === 404 ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  return (
    <>
      <PageHeader title={t`Payment`} subtitle={live.data.descricao ?? undefined} />
      <PaymentSummary payment={live.data} valueLabel={live.data.idEvento ? t`Tickets` : undefined} holdsTickets={Boolean(live.data.idEvento)} onPayInSandbox={() => payInSandbox.mutate(live.data.codigo)} payingInSandbox={payInSandbox.isPending} />
    </>
  );
}
