import { useLingui } from '@lingui/react/macro';
import styles from './payment-form.module.css';

/** Said beside the sandbox's card fields (the demo churches): nothing typed there is a real payment. */
export function SandboxNotice() {
  const { t } = useLingui();
  return (
    <div className={styles.sandbox} role="note">
      <strong>{t`Test mode — no real card is charged`}</strong>
      <span>{t`This church takes payments through the sandbox: use a test card, such as 4242 4242 4242 4242.`}</span>
    </div>
  );
}
