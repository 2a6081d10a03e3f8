import { Button } from '@church/ui';
import { ChatView } from '../room/chat-view';
import styles from './private-chat.module.css';

interface OpenedChannelProps {
  channel: string;
  /** What the channel is, beside the way back. */
  title: string;
  /** The way back to the list it was chosen from. */
  backLabel: string;
  onBack: () => void;
}

/** A channel staff chose from one of their lists, to read and moderate in place, with the way back to the list. */
export function OpenedChannel({ channel, title, backLabel, onBack }: OpenedChannelProps) {
  return (
    <div className={styles.conversation}>
      <div className={styles.requestHead}>
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
        <strong>{title}</strong>
      </div>
      <ChatView key={channel} channel={channel} />
    </div>
  );
}
