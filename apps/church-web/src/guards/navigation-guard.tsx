import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import type { ChurchRouteHandle } from '@church/routing';
import { isLoggedInAtom } from '@church/state';
import { useReadyTenant } from '../bootstrap/tenant-context';
import { decideNavigation } from './decide-navigation';

/** The three guards of §5 as one layout route, so no screen repeats them. */
export function NavigationGuard() {
  const matches = useMatches();
  const location = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { modules } = useReadyTenant();
  const enabledModules = useMemo(() => new Set(modules.map((m) => m.codigo)), [modules]);
  const target = decideNavigation({
    handles: matches.map((match) => match.handle as ChurchRouteHandle | undefined),
    enabledModules,
    loggedIn,
    pathname: location.pathname,
    search: location.search,
  });
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
