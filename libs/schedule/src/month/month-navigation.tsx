import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName } from '@church/ui';
import { schedulePaths } from '../paths';
import { monthLabel, shiftMonth } from '../shared/month';
import styles from '../shared/schedule.module.css';

export interface MonthNavigationProps {
  /** `YYYY-MM`. */
  month: string;
}

/** The month shown and links to the months before and after it (links, so the keyboard and history work). */
export function MonthNavigation({ month }: MonthNavigationProps) {
  const { t, i18n } = useLingui();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const previousName = monthLabel(previous, i18n.locale);
  const nextName = monthLabel(next, i18n.locale);
  return (
    <nav className={styles.monthNav} aria-label={t`Months`}>
      <Link className={buttonClassName('secondary')} to={schedulePaths.schedule.href(previous)} aria-label={t`Previous month: ${previousName}`}>
        {t`Previous month`}
      </Link>
      <h2 className={styles.monthTitle} aria-live="polite">
        {monthLabel(month, i18n.locale)}
      </h2>
      <Link className={buttonClassName('secondary')} to={schedulePaths.schedule.href(next)} aria-label={t`Next month: ${nextName}`}>
        {t`Next month`}
      </Link>
    </nav>
  );
}
