import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@church/ui';
import styles from './payment.module.css';

export interface UnconfirmedPaymentProps {
  /**
   * `retrying`: the answer was lost (or the server said "not now") and the same payment is being sent
   * again by itself; `unconfirmed`: it was sent a few times and its outcome is still not known.
   */
  state: 'retrying' | 'unconfirmed';
  /** Sends the same payment again (the same key and request): it is never charged twice. */
  onTryAgain: () => void;
  /** Takes the keyboard's focus to "Try again" when shown (after the buyer pressed Pay, whose button was disabled meanwhile). */
  focusOnShow?: boolean;
  /** Where the buyer sees what they hold (their tickets, their gifts), or what a visitor gets by e-mail. */
  children?: ReactNode;
}

/** What a buyer reads while a payment's outcome is not known: we are asking again, or we could not confirm it yet; never "pay again". */
export function UnconfirmedPayment({ state, onTryAgain, focusOnShow = false, children }: UnconfirmedPaymentProps) {
  const { t } = useLingui();
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'unconfirmed' && focusOnShow) actions.current?.querySelector('button')?.focus();
  }, [state, focusOnShow]);
  if (state === 'retrying') {
    return (
      <div className={`${styles.attempt} ${styles.attemptRetrying}`} role="status">
        <p className={styles.attemptTitle}>{t`Confirming your payment…`}</p>
        <p>{t`We did not hear back in time, so we are asking again about this same payment. You will not be charged twice.`}</p>
      </div>
    );
  }
  return (
    <div className={styles.attempt} role="alert">
      <p className={styles.attemptTitle}>{t`We could not confirm your payment yet.`}</p>
      <p>{t`You were not charged twice: trying again finishes this same payment and never charges it a second time.`}</p>
      <div className={styles.attemptActions} ref={actions}>
        <Button onClick={onTryAgain}>
          {t`Try again`}
        </Button>
        {children}
      </div>
    </div>
  );
}
