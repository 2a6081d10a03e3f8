import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { createApiClients } from '../../clients';
import { createSessionController, type SessionDependencies } from '../session-controller';

/** A Storage in memory, for the storages a tab has. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string) => json({ type: 'about:blank', title: 'x', status, code }, status);

/**
 * A fake API with the server's session rules: each sign-in starts a family; a refresh token is spent
 * once and its family gets the next pair; a spent token presented again ends the whole family, and so
 * does sign-out; access tokens work while their family lives and until `expireAll`.
 */
export function fakeApi() {
  const families = new Map<string, 'live' | 'ended'>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, { family: string; state: 'fresh' | 'spent' }>();
  let issued = 0;
  const calls: string[] = [];
  /** The refresh tokens presented to token/refresh, in order. */
  const presented: string[] = [];
  const logouts: { authorization: string | null; body: unknown; keepalive: boolean }[] = [];
  let logoutFails = false;

  const issue = (family: string) => {
    issued += 1;
    const pair = { token: `access-${issued}`, refreshToken: `refresh-${issued}` };
    accessTokens.set(pair.token, family);
    refreshTokens.set(pair.refreshToken, { family, state: 'fresh' });
    return pair;
  };

  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname.endsWith('/security/login_check')) {
      const body = (await request.json()) as { password: string };
      if (body.password !== 'Demo@2026') return problem(401, 'AUTH_INVALID_CREDENTIALS');
      const family = `family-${families.size + 1}`;
      families.set(family, 'live');
      return json(issue(family));
    }
    if (url.pathname.endsWith('/security/token/refresh')) {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      presented.push(refreshToken);
      const known = refreshTokens.get(refreshToken);
      if (!known) return problem(401, 'AUTH_REFRESH_INVALID');
      if (known.state === 'spent' || families.get(known.family) === 'ended') {
        families.set(known.family, 'ended');
        return problem(401, 'AUTH_REFRESH_REUSED');
      }
      known.state = 'spent';
      return json(issue(known.family));
    }
    if (url.pathname.endsWith('/security/logout')) {
      const authorization = request.headers.get('Authorization');
      const body = (await request.json().catch(() => null)) as { refreshToken?: string } | null;
      logouts.push({ authorization, body, keepalive: request.keepalive });
      if (logoutFails) throw new TypeError('Failed to fetch');
      const byBearer = accessTokens.get(authorization?.replace('Bearer ', '') ?? '');
      const byRefresh = refreshTokens.get(body?.refreshToken ?? '')?.family;
      for (const family of [byBearer, byRefresh]) if (family) families.set(family, 'ended');
      return new Response(null, { status: 204 });
    }
    const family = accessTokens.get(request.headers.get('Authorization')?.replace('Bearer ', '') ?? '');
    if (!family || families.get(family) !== 'live') return problem(401, 'AUTH_TOKEN_EXPIRED');
    if (url.pathname.endsWith('/me')) return json({ usuario: { id: 7, email: 'member@grace.example' } });
    if (url.pathname.endsWith('/user/7/usuario'))
      return json({ usuarios: [{ id: 70, idUsuario: 7, idIgreja: 1, flagAtivo: true }] });
    return json({ ok: true });
  });

  return {
    calls,
    presented,
    logouts,
    refreshCalls: () => calls.filter((call) => call.endsWith('/security/token/refresh')).length,
    expireAll: () => accessTokens.clear(),
    failLogout: () => {
      logoutFails = true;
    },
  };
}

/** One tab of the site: its own store (session storage) and controller; local storage is shared. */
export function openTab(options: Partial<Pick<SessionDependencies, 'tabs'>> = {}) {
  const store = createStore();
  const queryClient = new QueryClient();
  const clients = createApiClients('http://grace.test');
  const onUnauthorized = vi.fn();
  const session = createSessionController({ clients, store, queryClient, igrejaId: 1, onUnauthorized, ...options });
  return { store, clients, session, onUnauthorized };
}
