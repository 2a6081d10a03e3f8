import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@church/ui';
import { useAddToAppleWallet, useSaveToGoogleWallet, useWallets } from '../api/wallet-api';
import styles from '../screens/screens.module.css';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet", each only when the church offers it; nothing at a
 * church with neither (the card works without them), and nothing while the church's choice is unknown.
 */
export function WalletButtons({ usuario }: { usuario: number }) {
  const { t } = useLingui();
  const wallets = useWallets(true);
  const apple = useAddToAppleWallet(usuario);
  const google = useSaveToGoogleWallet(usuario);
  if (wallets.isPending) return <p className={styles.note} aria-live="polite">{t`Checking which wallets your church offers…`}</p>;
  if (wallets.isError) return <Alert type="error">{t`The wallet options could not be loaded. Please try again later.`}</Alert>;
  if (!wallets.data.apple && !wallets.data.google) return null;
  return (
    <>
      <div className={styles.actions} role="group" aria-label={t`Add the card to a phone wallet`}>
        {wallets.data.apple ? (
          <Button type="button" variant="secondary" onClick={() => apple.mutate()} disabled={apple.isPending}>
            {apple.isPending ? t`Preparing the Apple Wallet pass…` : t`Add to Apple Wallet`}
          </Button>
        ) : null}
        {wallets.data.google ? (
          <Button type="button" variant="secondary" onClick={() => google.mutate()} disabled={google.isPending}>
            {google.isPending ? t`Opening Google Wallet…` : t`Save to Google Wallet`}
          </Button>
        ) : null}
      </div>
      {apple.isError ? <Alert type="error">{t`The Apple Wallet pass could not be made. Please try again.`}</Alert> : null}
      {google.isError ? <Alert type="error">{t`Google Wallet could not be opened. Please try again.`}</Alert> : null}
    </>
  );
}
