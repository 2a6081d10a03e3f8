import { useLingui } from '@lingui/react/macro';
import { Link, Outlet } from 'react-router';
import { useReadyTenant } from '../bootstrap/tenant-context';
import styles from './layouts.module.css';

/** PLAY: the dark frame of the subscription video area, with a way back to the church's site. */
export function PlayLayout() {
  const { t } = useLingui();
  const { church } = useReadyTenant();
  return (
    <div className={`${styles.shell} ${styles.play}`}>
      <header className={styles.playBar}>
        <strong>{church.nome}</strong>
        <Link to="/">{t`Back to the church site`}</Link>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
