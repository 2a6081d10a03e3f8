import { useLingui } from '@lingui/react/macro';
import { useRequestLogin } from '@church/state';
import { Button, RequestLoginModal } from '@church/ui';
import styles from './chat.module.css';

/** A guest on a members' chat: signing in (the request-login modal) brings them back here to chat. */
export function MembersOnlyPrompt() {
  const { t } = useLingui();
  const login = useRequestLogin({ action: 'chat' });
  return (
    <div className={styles.notice}>
      <p>{t`This chat is for the church's members. Sign in to take part.`}</p>
      <Button aria-haspopup="dialog" onClick={() => login.ask()}>
        {t`Sign in to chat`}
      </Button>
      <RequestLoginModal title={t`Sign in to chat`} {...login.modal}>
        <p>{t`Sign in or create an account, and you come back here to chat with the church.`}</p>
      </RequestLoginModal>
    </div>
  );
}
