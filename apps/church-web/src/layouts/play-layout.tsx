import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from 'react-router';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import { useReadyTenant } from '../bootstrap/tenant-context';
import styles from './layouts.module.css';

/**
 * PLAY: the dark frame of the subscription video area, with a way back to the church's site and to the
 * member's account (where "My subscriptions" is), or to sign in and come back to the same screen.
 */
export function PlayLayout() {
  const { t } = useLingui();
  const { church } = useReadyTenant();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className={`${styles.shell} ${styles.play}`}>
      <header className={styles.playBar}>
        <strong>{church.nome}</strong>
        <nav className={styles.playLinks} aria-label={t`Account`}>
          {loggedIn ? <Link to="/user/account">{t`My account`}</Link> : <Link to={`/access?redirectTo=${encodeURIComponent(here)}`}>{t`Sign in`}</Link>}
          <Link to="/">{t`Back to the church site`}</Link>
        </nav>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
