import { useLingui } from '@lingui/react/macro';
import type { ChatMensagem } from '@church/contracts-chat';
import { ConfirmDialog } from './confirm-dialog';

export interface ReportDialogProps {
  message: ChatMensagem;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before reporting a message to the hosts, quoting it. */
export function ReportDialog({ message, busy, failed, onConfirm, onCancel }: ReportDialogProps) {
  const { t } = useLingui();
  const author = message.autor.nome;
  return (
    <ConfirmDialog
      title={t`Report this message to the hosts?`}
      confirmLabel={t`Report`}
      busy={busy}
      error={failed ? t`The message could not be reported. Please try again.` : null}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t`The church's staff will see that you reported this message from ${author}.`}</p>
      <blockquote>{message.texto}</blockquote>
    </ConfirmDialog>
  );
}
