import { Plural, useLingui } from '@lingui/react/macro';
import type { ChatMensagem } from '@church/contracts-chat';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { ModerationMenu } from '../moderation/moderation-menu';
import type { ModerationRequest } from '../moderation/use-moderation';
import { LinkedText } from './linked-text';
import styles from './chat.module.css';

export interface ChatMessageItemProps {
  message: ChatMensagem;
  /** The reader's own message. */
  own: boolean;
  /** Shown to a moderator: the menu that asks to delete. */
  onModerate?: (request: ModerationRequest) => void;
  /** Shown to staff: how many reported it. */
  reports?: number;
  /** Shown to other readers on others' messages: asks to report it. */
  onReport?: (message: ChatMensagem) => void;
}

/** One message: who wrote it (a guest marked as such), when, and its text with safe links. */
export function ChatMessageItem({ message, own, onModerate, reports, onReport }: ChatMessageItemProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const author = message.autor.nome;
  return (
    <li className={[styles.message, own ? styles.own : null, message.silenciada ? styles.muted : null].filter(Boolean).join(' ')}>
      <div className={styles.messageHead}>
        <span className={styles.author}>{author}</span>
        {message.autor.autenticado ? null : <span className={styles.guestTag}>{t`guest`}</span>}
        {message.silenciada ? (
          <span className={styles.mutedTag} title={t`Its author is muted: only they and the staff see this message.`}>
            {t`muted`}
          </span>
        ) : null}
        <time className={styles.time} dateTime={message.criadaEm}>
          {formatDate(message.criadaEm, i18n.locale, dateFormats.TIME_SIMPLE, timeZone)}
        </time>
        {reports ? (
          <span className={styles.reportedTag}>
            <Plural value={reports} one="reported once" other="reported # times" />
          </span>
        ) : null}
        {onReport && !onModerate ? (
          <button type="button" className={styles.reportButton} aria-label={t`Report the message from ${author}`} title={t`Report to the hosts`} onClick={() => onReport(message)}>
            <span aria-hidden="true">⚑</span>
          </button>
        ) : null}
        {onModerate ? (
          <ModerationMenu
            authorName={author}
            onDeleteMessage={() => onModerate({ kind: 'message', message })}
            onDeleteAuthorMessages={() => onModerate({ kind: 'author', message })}
            onMuteAuthor={() => onModerate({ kind: 'mute', message })}
          />
        ) : null}
      </div>
      <p className={styles.text}>
        <LinkedText text={message.texto} />
      </p>
    </li>
  );
}
