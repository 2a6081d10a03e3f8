import { Plural } from '@lingui/react/macro';
import styles from './prayer.module.css';

/** How many prayed for a request, and how many messages it has. */
export function PrayerCounts({ prayed, messages }: { prayed: number; messages: number }) {
  return (
    <p className={styles.counts}>
      <span>
        <Plural value={prayed} _0="Nobody has prayed yet" one="# person prayed" other="# people prayed" />
      </span>
      <span>
        <Plural value={messages} _0="No messages" one="# message" other="# messages" />
      </span>
    </p>
  );
}
