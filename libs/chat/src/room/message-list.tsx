import { Plural, useLingui } from '@lingui/react/macro';
import type { ChatMensagem } from '@church/contracts-chat';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './chat.module.css';

/** How close to the end (px) still counts as reading the newest messages. */
const NEAR_THE_END = 48;

export interface MessageListProps {
  messages: readonly ChatMensagem[];
  /** Grows when the reader sends: the list goes to the newest whatever the scroll. */
  sentCount: number;
  children: ReactNode;
}

/**
 * The conversation, a log the screen reader follows. It stays at the newest message unless the reader
 * scrolled up; then new messages wait below a "new messages" button that goes down to them.
 */
export function MessageList({ messages, sentCount, children }: MessageListProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  // The newest seq the reader saw before scrolling up; null while at the end.
  const [seenUpTo, setSeenUpTo] = useState<number | null>(null);
  const newest = messages.at(-1)?.seq ?? 0;
  const unseen = seenUpTo === null ? 0 : messages.filter((message) => message.seq > seenUpTo).length;

  const toEnd = () => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // The reader's own message brings them to the end, wherever they were reading.
  const [followedSends, setFollowedSends] = useState(sentCount);
  if (followedSends !== sentCount) {
    setFollowedSends(sentCount);
    setSeenUpTo(null);
  }

  useLayoutEffect(() => {
    // Follows the newest message and the reader's own, unless the reader is reading further up.
    if (seenUpTo === null) toEnd();
  }, [newest, messages.length, seenUpTo, sentCount]);

  // A list shown again (the live page's tab chosen again) or resized (a phone turned) stays at the end.
  const following = useRef(true);
  useEffect(() => {
    following.current = seenUpTo === null;
  }, [seenUpTo]);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scrolled = () => {
    const element = box.current;
    if (!element) return;
    const atEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_THE_END;
    if (atEnd) setSeenUpTo(null);
    else setSeenUpTo((seen) => seen ?? newest);
  };

  return (
    <div className={styles.listFrame}>
      <div ref={box} className={styles.list} role="log" aria-label={t`Chat messages`} tabIndex={0} onScroll={scrolled}>
        <ol className={styles.messages}>{children}</ol>
      </div>
      {unseen > 0 ? (
        <button
          type="button"
          className={styles.pill}
          onClick={() => {
            setSeenUpTo(null);
            toEnd();
          }}
        >
          <Plural value={unseen} one="# new message" other="# new messages" />
          <span aria-hidden="true"> ↓</span>
        </button>
      ) : null}
    </div>
  );
}
