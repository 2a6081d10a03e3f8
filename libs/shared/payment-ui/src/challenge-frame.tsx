import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import styles from './fields.module.css';

/** What the issuer's challenge page posts to its top window when the buyer has answered (§4). */
export const CHALLENGE_COMPLETE = '3DS-authentication-complete';

/** The card issuer's 3DS challenge in a frame; `onComplete` runs when the page says it is done. */
export function ChallengeFrame({ url, onComplete }: { url: string; onComplete: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const listen = (message: MessageEvent) => {
      const data = message.data as { type?: string } | null;
      if (message.origin === window.location.origin && data?.type === CHALLENGE_COMPLETE) onComplete();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [onComplete]);
  return (
    <section className={styles.challenge} aria-labelledby="challenge-title">
      <h2 id="challenge-title">{t`Confirm the payment with your bank`}</h2>
      <p>{t`Your card's bank asks you to confirm this payment.`}</p>
      <iframe className={styles.challengeFrame} src={url} title={t`Your bank's confirmation`} />
    </section>
  );
}
