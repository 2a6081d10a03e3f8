import { describe, expect, it } from 'vitest';
import { decideNavigation, type NavigationInput } from './decide-navigation';

const base: NavigationInput = {
  handles: [],
  enabledModules: new Set(['MOD_EVENTO']),
  loggedIn: false,
  pathname: '/',
  search: '',
};

describe('decideNavigation', () => {
  it('lets anyone through a public route of an enabled module', () => {
    expect(decideNavigation({ ...base, handles: [undefined, { module: 'MOD_EVENTO' }], pathname: '/event' })).toBeNull();
    expect(decideNavigation({ ...base, handles: [{ module: null }] })).toBeNull();
  });

  it('sends a route of a disabled module home, before anything else', () => {
    expect(
      decideNavigation({ ...base, handles: [{ module: 'MOD_CELULA', auth: 'required' }], pathname: '/groups' }),
    ).toBe('/');
  });

  it('sends a logged-out person from a login route to /access with the wanted path', () => {
    expect(decideNavigation({ ...base, handles: [{ auth: 'required' }], pathname: '/user/account' })).toBe(
      '/access?redirectTo=%2Fuser%2Faccount',
    );
    expect(
      decideNavigation({ ...base, handles: [{ auth: 'required' }], pathname: '/event/3/tickets', search: '?x=1' }),
    ).toBe('/access?redirectTo=%2Fevent%2F3%2Ftickets%3Fx%3D1');
  });

  it('treats requiresAuth=true on any route as needing login', () => {
    expect(decideNavigation({ ...base, pathname: '/live', search: '?requiresAuth=true' })).toBe(
      '/access?redirectTo=%2Flive%3FrequiresAuth%3Dtrue',
    );
    expect(decideNavigation({ ...base, pathname: '/live', search: '?requiresAuth=false' })).toBeNull();
    expect(decideNavigation({ ...base, loggedIn: true, pathname: '/live', search: '?requiresAuth=true' })).toBeNull();
  });

  it('sends a logged-in person away from visitor-only routes', () => {
    expect(decideNavigation({ ...base, loggedIn: true, handles: [{ auth: 'visitor' }], pathname: '/access' })).toBe('/');
    expect(decideNavigation({ ...base, loggedIn: false, handles: [{ auth: 'visitor' }], pathname: '/access' })).toBeNull();
  });

  it('sends a person who just signed in where the access screen asked', () => {
    expect(
      decideNavigation({ ...base, loggedIn: true, handles: [{ auth: 'visitor' }], pathname: '/access', afterSignIn: '/user/account' }),
    ).toBe('/user/account');
  });

  it('keeps an embedded page in the EMBED layout: its sign-in is /embed/access, and signing in there returns to the embed', () => {
    expect(decideNavigation({ ...base, handles: [{ auth: 'required' }], pathname: '/embed/reading-plans', search: '?tab=mine' })).toBe(
      '/embed/access?redirectTo=%2Fembed%2Freading-plans%3Ftab%3Dmine',
    );
    expect(decideNavigation({ ...base, handles: [{ auth: 'visitor' }], pathname: '/embed/access' })).toBeNull();
    expect(
      decideNavigation({ ...base, loggedIn: true, handles: [{ auth: 'visitor' }], pathname: '/embed/access', afterSignIn: '/embed/reading-plans?tab=mine' }),
    ).toBe('/embed/reading-plans?tab=mine');
  });
});
