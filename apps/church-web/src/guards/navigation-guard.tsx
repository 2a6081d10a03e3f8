import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { ChurchRouteHandle } from '@church/routing';
import { isLoggedInAtom, sessionStatusAtom } from '@church/state';
import { Spinner } from '@church/ui';
import { useLingui } from '@lingui/react/macro';
import { useReadyTenant } from '../bootstrap/tenant-context';
import { decideNavigation } from './decide-navigation';

/** The three guards of §5 as one layout route, so no screen repeats them. */
export function NavigationGuard() {
  const matches = useMatches();
  const location = useLocation();
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const sessionStatus = useAtomValue(sessionStatusAtom);
  const { modules } = useReadyTenant();
  const enabledModules = useMemo(() => new Set(modules.map((m) => m.codigo)), [modules]);
  const handles = matches.map((match) => match.handle as ChurchRouteHandle | undefined);
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
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
