import { useLingui } from '@lingui/react/macro';
import type { LivePanelProps } from '@church/routing';
import { LiveChatTabs } from '../private/live-chat-tabs';
import styles from '../room/chat.module.css';

/** The chat of the broadcast on the live page's stage (`transmissao-{id}`, with staff's and prayer's beside it), or why there is none. */
export function LiveChatPanel({ broadcastId }: LivePanelProps) {
  const { t } = useLingui();
  if (broadcastId === null) return <p className={styles.notice}>{t`No chat for now.`}</p>;
  return (
    <div className={styles.panel}>
      <LiveChatTabs key={broadcastId} broadcastId={broadcastId} />
    </div>
  );
}
