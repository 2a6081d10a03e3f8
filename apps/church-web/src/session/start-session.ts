import { broadcastSessionTabs, createSessionController, type SessionController, type SessionDependencies } from '@church/data-access';

/** Screens where a 401 is part of the flow (a wrong password), not a lost session (§8). */
const SCREENS_THAT_HANDLE_401 = [/^\/access(?:\/|$)/, /^\/user\/confirm-delete-user(?:\/|$)/];

let current: { igrejaId: number; controller: SessionController } | null = null;

/**
 * The session of this church's site, made once, restored from the URL, session storage or the
 * refresh token in local storage. Loaded after the first paint.
 */
export function sessionFor(deps: Omit<SessionDependencies, 'onUnauthorized' | 'tabs'>): SessionController {
  if (current?.igrejaId === deps.igrejaId) return current.controller;
  const controller = createSessionController({
    ...deps,
    tabs: broadcastSessionTabs(),
    onUnauthorized: () => {
      if (SCREENS_THAT_HANDLE_401.some((screen) => screen.test(window.location.pathname))) return;
      controller.signOut();
      window.location.assign('/');
    },
  });
  current = { igrejaId: deps.igrejaId, controller };
  void controller.restore(window.location, (url) => window.history.replaceState(window.history.state, '', url));
  return controller;
}
