import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRequestLogin } from '@church/state';
import { Button, buttonClassName, RequestLoginModal } from '@church/ui';
import { prayerPaths } from '../paths';

export interface ShareRequestActionProps {
  variant?: 'primary' | 'secondary';
}

/**
 * "Share a prayer request": a member goes to the form; a visitor is offered signing in or registering
 * (§6: login required) and comes back to the form once signed in.
 */
export function ShareRequestAction({ variant = 'primary' }: ShareRequestActionProps) {
  const { t } = useLingui();
  const login = useRequestLogin({ action: 'share-request', returnTo: prayerPaths.newRequest.href() });
  if (login.signedIn) {
    return (
      <Link className={buttonClassName(variant)} to={prayerPaths.newRequest.href()}>
        {t`Share a prayer request`}
      </Link>
    );
  }
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" onClick={() => login.ask()}>
        {t`Share a prayer request`}
      </Button>
      <RequestLoginModal {...login.modal} title={t`Sign in to share a prayer request`}>
        <p>{t`Sign in or create your account to share a prayer request. You will go straight to the form afterwards.`}</p>
      </RequestLoginModal>
    </>
  );
}
