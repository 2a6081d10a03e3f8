import { Plural, useLingui } from '@lingui/react/macro';
import type { ChatConteudo } from '@church/contracts-chat';
import { useState } from 'react';
import { ApiError } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { Spinner } from '@church/ui';
import { useChatContents } from '../api/list-chat-contents';
import { RetryProblem } from '../room/retry-problem';
import { OpenedChannel } from './opened-channel';
import styles from './private-chat.module.css';

/**
 * Staff: the chats of the church's exclusive event contents (a course's lessons, say), which only the
 * tickets' holders and staff read, the one written in last first, and the one chosen to moderate.
 */
export function ContentChats() {
  const { t } = useLingui();
  const contents = useChatContents();
  const [open, setOpen] = useState<ChatConteudo | null>(null);

  if (open) return <OpenedChannel channel={open.canal} title={open.conteudo.titulo} backLabel={t`All content chats`} onBack={() => setOpen(null)} />;
  if (contents.isPending) return <Spinner label={t`Loading the content chats`} />;
  if (contents.isError) {
    if (contents.error instanceof ApiError && contents.error.status === 403) return <p className={styles.preview}>{t`Only the church's staff see the content chats.`}</p>;
    return (
      <RetryProblem className={styles.intro} message={t`An error occurred while fetching the data. Please try again.`} onRetry={() => void contents.refetch()} />
    );
  }
  if (contents.data.length === 0) return <p className={styles.preview}>{t`No event has exclusive content, so there are no content chats.`}</p>;
  return (
    <ul className={styles.list} aria-label={t`Content chats`}>
      {contents.data.map((content) => (
        <li key={content.canal}>
          <ContentChatItem content={content} onOpen={() => setOpen(content)} />
        </li>
      ))}
    </ul>
  );
}

function ContentChatItem({ content, onOpen }: { content: ChatConteudo; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const lastAt = content.ultimaMensagemEm ? formatDate(content.ultimaMensagemEm, i18n.locale, dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone) : null;
  return (
    <button type="button" className={styles.request} onClick={onOpen}>
      <span className={styles.requestHead}>
        <strong>{content.conteudo.titulo}</strong>
        {content.denunciadas > 0 ? (
          <span className={styles.waiting}>
            <Plural value={content.denunciadas} one="# reported" other="# reported" />
          </span>
        ) : null}
      </span>
      <span className={styles.preview}>{content.evento.nome}</span>
      <span className={styles.answered}>
        {content.mensagens === 0 ? t`No messages yet` : <Plural value={content.mensagens} one="# message" other="# messages" />}
        {lastAt ? <> · {t`last at ${lastAt}`}</> : null}
        {content.aberto ? null : <> · {t`closed`}</>}
      </span>
    </button>
  );
}
