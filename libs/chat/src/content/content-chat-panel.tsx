import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TicketContentPanelProps } from '@church/routing';
import { ChatView } from '../room/chat-view';
import styles from './content-chat.module.css';

/** The private channel of one exclusive content, open to its event's ticket holders and to staff (the server decides). */
export const contentChannelId = (eventId: number, contentId: number) => `conteudo-${eventId}-${contentId}`;

/**
 * Beside the player of a ticket's exclusive content (below it on a phone): the content's chat, where the
 * event's ticket holders and the church's hosts talk while they watch. A member joins as themselves
 * with their sign-in; the server alone says who may read it.
 */
export function ContentChatPanel({ eventId, contentId }: TicketContentPanelProps) {
  const { t } = useLingui();
  const heading = useId();
  return (
    <section className={styles.panel} aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>
        {t`Chat`}
      </h2>
      <p className={styles.note}>{t`Only the event's ticket holders and the church's hosts can read this conversation.`}</p>
      <ChatView
        key={contentChannelId(eventId, contentId)}
        channel={contentChannelId(eventId, contentId)}
        notFound={t`This chat is only for holders of a paid ticket for this event.`}
      />
    </section>
  );
}
