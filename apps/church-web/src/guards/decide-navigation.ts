import { accessPathFor, type ChurchRouteHandle, HOME_PATH } from '@church/routing';

export interface NavigationInput {
  /** The handles of every matched route, outermost first. */
  handles: (ChurchRouteHandle | undefined)[];
  enabledModules: ReadonlySet<string>;
  loggedIn: boolean;
  pathname: string;
  search: string;
  /** Where the access screen asked to go once signed in (same-site path), instead of home. */
  afterSignIn?: string | null;
}

/**
 * §5 "Navigation guard": a route of a module the church has not enabled goes home; a route needing
 * login (or any route with requiresAuth=true) sends a logged-out person to /access with redirectTo;
 * a visitor-only route sends a logged-in person home (or where the access screen asked to go once signed
 * in). Returns where to go, or null to stay.
 */
export function decideNavigation(input: NavigationInput): string | null {
  const handles = input.handles.filter((handle): handle is ChurchRouteHandle => Boolean(handle));
  if (handles.some((handle) => handle.module && !input.enabledModules.has(handle.module))) return HOME_PATH;

  const requiresAuth =
    handles.some((handle) => handle.auth === 'required') ||
    new URLSearchParams(input.search).get('requiresAuth') === 'true';
  if (requiresAuth && !input.loggedIn) return accessPathFor(`${input.pathname}${input.search}`);

  if (input.loggedIn && handles.some((handle) => handle.auth === 'visitor')) return input.afterSignIn ?? HOME_PATH;
  return null;
}
