import { useLingui } from '@lingui/react/macro';
import { LinkedText } from './linked-text';
import type { OutgoingMessage } from './use-chat-sender';
import styles from './chat.module.css';

export interface OutgoingMessageItemProps {
  message: OutgoingMessage;
  authorName: string;
  onRetry: () => void;
  onDiscard: () => void;
}

/** The reader's message on its way, or why it did not go (§8 "chat message could not be sent") with what to do. */
export function OutgoingMessageItem({ message, authorName, onRetry, onDiscard }: OutgoingMessageItemProps) {
  const { t } = useLingui();
  const seconds = message.waitSeconds ?? null;
  let problem: string | null = null;
  if (message.state === 'failed') problem = t`Your message could not be sent.`;
  else if (message.state === 'too-fast') problem = seconds ? t`You are sending messages too fast. Please wait ${seconds} seconds and try again.` : t`You are sending messages too fast. Please wait a moment and try again.`;
  else if (message.state === 'closed') problem = t`The chat has closed: your message was not sent.`;
  else if (message.state === 'blocked') problem = t`Your message was not sent: it has a word this chat does not allow.`;
  return (
    <li className={`${styles.message} ${styles.own} ${styles.outgoing}`} aria-busy={message.state === 'sending'}>
      <div className={styles.messageHead}>
        <span className={styles.author}>{authorName}</span>
        {message.state === 'sending' ? <span className={styles.time}>{t`Sending…`}</span> : null}
      </div>
      <p className={styles.text}>
        <LinkedText text={message.texto} />
      </p>
      {problem ? (
        <div className={styles.problem} role="alert">
          <span>{problem}</span>
          {message.state === 'closed' || message.state === 'blocked' ? null : (
            <button type="button" className={styles.linkButton} onClick={onRetry}>
              {t`Try again`}
            </button>
          )}
          <button type="button" className={styles.linkButton} onClick={onDiscard}>
            {t`Discard`}
          </button>
        </div>
      ) : null}
    </li>
  );
}
