import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ApiError } from '@church/data-access';
import { Alert, EmptyState, Spinner } from '@church/ui';
import { TicketList } from '../account/ticket-list';
import { eventsPaths } from '../paths';
import { guestOrderHref, useGuestOrder, usePayGuestOrderInSandbox } from './guest-order-api';
import { PaymentSummary } from '@church/payment-ui';

export interface GuestOrderProps {
  code: string;
  orderKey: string;
}

/** A visitor's order: its payment (with what is left to pay), its tickets with their QR codes, and where its link was sent. */
export function GuestOrder({ code, orderKey }: GuestOrderProps) {
  const { t } = useLingui();
  const order = useGuestOrder(code, orderKey);
  const payInSandbox = usePayGuestOrderInSandbox(code, orderKey);
  const data = order.data;
  if (!data) {
    if (order.isError && order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)) {
      return (
        <EmptyState title={t`This order link is not valid.`}>
          <p>{t`Open the link exactly as it came in the e-mail.`}</p>
          <Link to={eventsPaths.list.href()}>{t`See the events`}</Link>
        </EmptyState>
      );
    }
    if (order.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
    return <Spinner label={t`Loading your order`} />;
  }
  const email = data.email;
  return (
    <>
      <PaymentSummary payment={data.pagamento} valueLabel={t`Tickets`} holdsTickets onPayInSandbox={() => payInSandbox.mutate()} payingInSandbox={payInSandbox.isPending} />
      <Alert type="info">
        {t`We sent the link to this order to ${email}. Keep it: it opens your tickets and their payment at any time.`}{' '}
        <Link to={guestOrderHref(code, orderKey)}>{t`Link to this order`}</Link>
      </Alert>
      <h2>{t`Your tickets`}</h2>
      <TicketList tickets={data.inscricoes} moeda={data.pagamento.moeda} member={false} />
    </>
  );
}
