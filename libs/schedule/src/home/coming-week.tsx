import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ItemAgenda } from '@church/contracts-schedule';
import { Alert, EmptyState, Spinner } from '@church/ui';
import { schedulePaths } from '../paths';
import { ScheduleDayList } from '../shared/schedule-day-list';
import styles from '../shared/schedule.module.css';

export interface ComingWeekProps {
  /** Undefined while loading. */
  items: ItemAgenda[] | undefined;
  failed: boolean;
}

/** The home's "This week": the next seven days' services and events, and the way to the full schedule. */
export function ComingWeek({ items, failed }: ComingWeekProps) {
  const { t } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="schedule-this-week">
      <div className={styles.sectionHeader}>
        <h2 id="schedule-this-week">{t`This week`}</h2>
        <Link to={schedulePaths.schedule.href()}>{t`See the full schedule`}</Link>
      </div>
      {failed ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {!failed && !items ? <Spinner label={t`Loading this week's schedule`} /> : null}
      {items && items.length === 0 ? <EmptyState title={t`Nothing on the schedule in the next seven days`} /> : null}
      {items && items.length > 0 ? <ScheduleDayList items={items} headingLevel={3} /> : null}
    </section>
  );
}
