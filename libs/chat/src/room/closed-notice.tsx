import { useLingui } from '@lingui/react/macro';
import type { ChatCanal } from '@church/contracts-chat';
import { useState } from 'react';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import styles from './chat.module.css';

/** Why nobody can write now: the chat opens later, or it has closed. */
export function ClosedNotice({ channel }: { channel: ChatCanal }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const [opensLater] = useState(() => Date.parse(channel.abreEm) > Date.now());
  const when = formatDate(channel.abreEm, i18n.locale, dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone);
  return (
    <p className={styles.notice} role="status">
      {opensLater ? t`The chat opens on ${when}.` : t`The chat is closed.`}
    </p>
  );
}
