import { useLingui } from '@lingui/react/macro';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { Alert, Spinner } from '@church/ui';
import { useUpcomingBroadcasts } from '../api/get-upcoming-broadcasts';
import styles from './live.module.css';

/** The next broadcasts, soonest first, with their day and time in the church's time zone. */
export function UpcomingBroadcasts() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const upcoming = useUpcomingBroadcasts();
  if (upcoming.isPending) return <Spinner label={t`Loading the upcoming broadcasts`} />;
  if (upcoming.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (upcoming.data.itens.length === 0) return <p className={styles.meta}>{t`No broadcasts are scheduled yet.`}</p>;
  return (
    <ul className={styles.upcoming}>
      {upcoming.data.itens.map((broadcast) => (
        <li key={broadcast.id}>
          <span className={styles.upcomingTitle}>{broadcast.titulo}</span>
          <time className={styles.meta} dateTime={broadcast.dataInicio}>
            {formatDate(broadcast.dataInicio, i18n.locale, dateFormats.DATETIME_MED_WITH_WEEKDAY, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  );
}
