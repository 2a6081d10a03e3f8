import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from './confirm-dialog';
import type { ModerationRequest } from './use-moderation';

export interface ModerationDialogProps {
  request: ModerationRequest;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a moderator's deletion, naming what goes. */
export function ModerationDialog({ request, busy, failed, onConfirm, onCancel }: ModerationDialogProps) {
  const { t } = useLingui();
  const author = request.message.autor.nome;
  if (request.kind === 'mute') {
    return (
      <ConfirmDialog
        title={t`Mute ${author} for 24 hours?`}
        confirmLabel={t`Mute`}
        busy={busy}
        error={failed ? t`The person could not be muted. Please try again.` : null}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>{t`${author} can go on writing and sees their own messages, but nobody else does, except the church's staff. They are not told.`}</p>
      </ConfirmDialog>
    );
  }
  const one = request.kind === 'message';
  return (
    <ConfirmDialog
      title={one ? t`Delete this message?` : t`Delete all of ${author}'s messages?`}
      confirmLabel={one ? t`Delete message` : t`Delete all messages`}
      busy={busy}
      error={failed ? t`The messages could not be deleted. Please try again.` : null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {one ? (
        <>
          <p>{t`It disappears for everyone in the chat.`}</p>
          <blockquote>{request.message.texto}</blockquote>
        </>
      ) : (
        <p>{t`Every message ${author} sent in this chat disappears for everyone.`}</p>
      )}
    </ConfirmDialog>
  );
}
