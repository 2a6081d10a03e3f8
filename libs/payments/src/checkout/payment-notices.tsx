import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { UnconfirmedPayment } from '@church/payment-ui';
import { Alert } from '@church/ui';
import type { PaymentOutcomeState } from './use-payment-checkout';

export interface PaymentNoticesProps {
  /** The checkout's payment (`usePaymentCheckout`). */
  payment: PaymentOutcomeState;
  /** Beside "Try again": where the payer sees what they hold, or what a visitor gets by e-mail. */
  children?: ReactNode;
}

/**
 * What a checkout says about its payment while it is out of the payer's hands: asking again, or not
 * confirmed yet with "Try again" (the same attempt, never charged twice); or the card service unreachable
 * before anything was sent.
 */
export function PaymentNotices({ payment, children }: PaymentNoticesProps) {
  const { t } = useLingui();
  return (
    <>
      {payment.notice ? (
        <UnconfirmedPayment state={payment.notice} onTryAgain={payment.sendAgain} focusOnShow={payment.gaveUp}>
          {children}
        </UnconfirmedPayment>
      ) : null}
      {payment.unreachable ? <Alert type="error">{t`We could not reach the payment service, and nothing was charged. Check your connection and try again.`}</Alert> : null}
    </>
  );
}
