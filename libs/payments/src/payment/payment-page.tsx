import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { ApiError, useChurch, useModuleEnabled } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { PaymentSummary } from '@church/payment-ui';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { usePayInSandbox, usePayment } from '../api/payment';

const CODE = /^[A-Z0-9]{6,40}$/;

/**
 * Where a member's tickets are listed (the events module's `/user/registrations`), offered from a code
 * that finds no payment when the church has events; this library cannot import the events library.
 */
const REGISTRATIONS_PATH = '/user/registrations';

/** §2 "/user/payment/{paymentCode}": a payment's state (§4), for tickets or a gift, or "not found" for a code the member has no payment under. */
export function PaymentPage() {
  const { t } = useLingui();
  const church = useChurch();
  const code = useParams().paymentCode ?? '';
  const valid = CODE.test(code);
  const live = usePayment(valid ? code : '');
  const payInSandbox = usePayInSandbox();
  const hasEvents = useModuleEnabled('MOD_EVENTO');
  usePageMeta({ title: `${t`Payment`} · ${church.nome}` });
  const notFound = <EmptyState title={t`No payment was found for this code.`}>{hasEvents ? <Link to={REGISTRATIONS_PATH}>{t`My registrations`}</Link> : null}</EmptyState>;
  if (!valid) return notFound;
  if (live.isPending) return <Spinner label={t`Loading the payment`} />;
  if (live.isError) return live.error instanceof ApiError && live.error.status === 404 ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const forTickets = Boolean(live.data.idEvento);
  return (
    <>
      <PageHeader title={t`Payment`} subtitle={live.data.descricao ?? undefined} />
      <PaymentSummary
        payment={live.data}
        valueLabel={forTickets ? t`Tickets` : undefined}
        holdsTickets={forTickets}
        onPayInSandbox={() => payInSandbox.mutate(live.data.codigo)}
        payingInSandbox={payInSandbox.isPending}
      />
    </>
  );
}
