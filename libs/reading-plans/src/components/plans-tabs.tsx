import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PlansTab } from '../paths';
import { usePlansPaths } from '../use-plans-paths';
import styles from '../screens/screens.module.css';

/** Discover and My plans, as links in the address (`?tab=mine`), so that back and forward keep them. */
export function PlansTabs({ current }: { current: PlansTab }) {
  const { t } = useLingui();
  const paths = usePlansPaths();
  const tab = (target: PlansTab, label: string) => (
    <Link to={paths.list.href(target)} aria-current={current === target ? 'page' : undefined} className={current === target ? styles.tabCurrent : styles.tab}>
      {label}
    </Link>
  );
  return (
    <nav className={styles.tabs} aria-label={t`Reading plans`}>
      {tab('discover', t`Discover`)}
      {tab('mine', t`My plans`)}
    </nav>
  );
}
