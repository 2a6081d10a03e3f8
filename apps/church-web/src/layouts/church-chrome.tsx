import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import { withShellExtras } from '../i18n/shell-extras';
import { Header } from '../components/header/header';
import { useReadyTenant } from '../bootstrap/tenant-context';
import { OptionalPart } from '../components/optional-part/optional-part';
import styles from './layouts.module.css';

// Only for signed-in members: the notification count loads when someone signs in (the link is the header's).
const NotificationsCount = lazy(async () => ({
  default: (await withShellExtras(() => import('../components/notifications/notifications-count'))).NotificationsCount,
}));

// Below the fold: the footer's code (and the roles call behind the staff link) loads after the first paint,
// with the header's church selection.
const Footer = lazy(async () => ({
  default: (await withShellExtras(() => import('../components/footer/after-first-paint'))).AfterFirstPaint,
}));

/** Header, main landmark and footer around a layout's content. */
export function ChurchChrome({ children, contained }: { children: ReactNode; contained: boolean }) {
  const { church, visual, menu } = useReadyTenant();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const location = useLocation();
  return (
    <div className={styles.shell}>
      <Header
        churchName={church.nome}
        logo={visual?.logo}
        menu={menu}
        loggedIn={loggedIn}
        currentPath={`${location.pathname}${location.search}`}
        notificationCount={
          <OptionalPart>
            <Suspense fallback={null}>
              <NotificationsCount />
            </Suspense>
          </OptionalPart>
        }
      />
      <main id="main-content" className={`${styles.main} ${contained ? styles.container : ''}`} tabIndex={-1}>
        {children}
      </main>
      <OptionalPart>
        <Suspense fallback={null}>
          <Footer church={church} />
        </Suspense>
      </OptionalPart>
    </div>
  );
}
