import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ChurchTimeZoneProvider } from '@church/i18n';
import { ERROR_PAGE_CONTEXT, isGlobalLoadingAtom, messageBagAtom, nowPlayingAtom, useAtomValue } from '@church/state';
import { Spinner } from '@church/ui';
import { ChurchLocaleEffect } from '../bootstrap/church-locale-effect';
import { ChurchThemeEffect } from '../bootstrap/church-theme-effect';
import { TenantProvider } from '../bootstrap/tenant-context';
import { useTenantBootstrap } from '../bootstrap/use-tenant-bootstrap';
import { withShellExtras } from '../i18n/shell-extras';
import { SessionStartEffect } from '../session/session-start-effect';
import { OptionalPart } from '../components/optional-part/optional-part';

// Loaded right after the first paint (see the effect below), so that it is there once offline.
const loadOfflineNotice = () => withShellExtras(() => import('../components/offline-banner/offline-notice'));
const OfflineNotice = lazy(async () => ({ default: (await loadOfflineNotice()).OfflineNotice }));

// Not part of a church's first paint: loads only when the church is inactive or did not load.
const ShellErrorState = lazy(async () => ({
  default: (await withShellExtras(() => import('./shell-error-state'))).ShellErrorState,
}));
// Loads once something plays (the podcast screen sets nowPlayingAtom), so the home's bundle does not carry it.
const ShellAudioPlayer = lazy(async () => ({
  default: (await withShellExtras(() => import('../components/audio-player/shell-audio-player'))).ShellAudioPlayer,
}));

/**
 * The root of every route: runs the bootstrap, then shows the error page for an inactive church or
 * a failed bootstrap, or the routes once the church's base data has loaded.
 */
export function ShellRoot() {
  const { t } = useLingui();
  const tenant = useTenantBootstrap();
  const globalLoading = useAtomValue(isGlobalLoadingAtom);
  const nowPlaying = useAtomValue(nowPlayingAtom);
  const errorMessage = useAtomValue(messageBagAtom)[ERROR_PAGE_CONTEXT];

  useEffect(() => {
    const root = document.getElementById('root');
    // Once its code is here, the offline notice shows whenever the connection drops. Tests wait for it.
    loadOfflineNotice().then(() => root?.setAttribute('data-offline-notice', ''), () => undefined);
    // The page is interactive: React has taken it over (hydrated or rendered). Tests wait for it.
    root?.setAttribute('data-hydrated', '');
  }, []);


  const idioma = tenant.church?.idioma;
  let content;
  if (tenant.status === 'loading') {
    content = <Spinner label={t`Loading the church`} />;
  } else if (tenant.status === 'inactive' || tenant.status === 'error' || !tenant.church) {
    content = (
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <ShellErrorState
          kind={tenant.status === 'inactive' ? 'inactive' : 'error'}
          message={errorMessage?.message}
        />
      </Suspense>
    );
  } else {
    content = (
      // The church's time zone for every date below, from its bootstrap: the same on the server and in the browser.
      <ChurchTimeZoneProvider value={tenant.church.fusoHorario}>
        <TenantProvider tenant={{ ...tenant, status: 'ready', church: tenant.church }}>
          <ChurchThemeEffect primary={tenant.visual?.corApp} />
          <SessionStartEffect />
          <div hidden={globalLoading}>
            <Outlet />
          </div>
          {/* Outside the routes: it keeps playing while the visitor moves between pages. */}
          {nowPlaying ? (
            <Suspense fallback={null}>
              <ShellAudioPlayer />
            </Suspense>
          ) : null}
          {globalLoading ? <Spinner label={t`Loading`} /> : null}
        </TenantProvider>
      </ChurchTimeZoneProvider>
    );
  }
  return (
    <>
      <ChurchLocaleEffect idioma={idioma} />
      {content}
      <OptionalPart>
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      </OptionalPart>
    </>
  );
}
