import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { ChurchRouteHandle } from '@church/routing';
import { isLoggedInAtom, postSignInPathAtom, sessionStatusAtom, useAtom, useAtomValue } from '@church/state';
import { Spinner } from '@church/ui';
import { useReadyTenant } from '../bootstrap/tenant-context';
import { decideNavigation } from './decide-navigation';

/** The three guards of §5 as one layout route, so no screen repeats them. */
export function NavigationGuard() {
  const { t } = useLingui();
  const matches = useMatches();
  const location = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const sessionStatus = useAtomValue(sessionStatusAtom);
  const [afterSignIn, setAfterSignIn] = useAtom(postSignInPathAtom);
  const { modules } = useReadyTenant();
  const enabledModules = useMemo(() => new Set(modules.map((m) => m.codigo)), [modules]);
  const handles = matches.map((match) => match.handle as ChurchRouteHandle | undefined);

  // The destination after signing in is used once: forgotten when the person has left the access screen
  // (not while the navigation there is still under way, or the guard would send them home instead).
  const arrived = Boolean(afterSignIn && loggedIn && !handles.some((handle) => handle?.auth === 'visitor'));
  useEffect(() => {
    if (arrived) setAfterSignIn(null);
  }, [arrived, setAfterSignIn]);

  const dependsOnLogin =
    handles.some((handle) => handle?.auth) || new URLSearchParams(location.search).get('requiresAuth') === 'true';
  // A stored session is being restored: decide where a login-dependent route goes once it is known.
  if (dependsOnLogin && sessionStatus === 'restoring') return <Spinner label={t`Loading`} />;

  const target = decideNavigation({
    handles,
    enabledModules,
    loggedIn,
    pathname: location.pathname,
    search: location.search,
    afterSignIn,
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
