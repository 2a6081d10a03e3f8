import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { Middleware } from 'openapi-fetch';
import {
  accountAtom,
  churchAccountAtom,
  credentialsAtom,
  type Credentials,
  nowPlayingAtom,
  sessionStatusAtom,
} from '@church/state';
import { ApiError, unwrap } from '../api-error';
import type { ApiClients } from '../clients';
import { accountKeys } from '../account/account-keys';
import { getChurchAccountsQueryOptions, getMeQueryOptions } from '../account/get-me';
import type { UsuarioIgreja } from '../schemas';
import { endServerSession } from './end-server-session';
import { withRefreshLock } from './refresh-lock';
import { refreshTokenStorage } from './refresh-token-storage';
import type { SessionTabs } from './session-tabs';
import { autoLoginToken } from './auto-login-token';

type Store = ReturnType<typeof createStore>;

export interface SessionDependencies {
  clients: ApiClients;
  store: Store;
  queryClient: QueryClient;
  /** The church of this site: the church account looked for is the one here. */
  igrejaId: number;
  /** What a 401 that a refresh cannot mend does (§8): the shell decides. */
  onUnauthorized: (response: Response) => void;
  /** The other tabs of this site, which hand each other refreshed tokens; none in tests by default. */
  tabs?: SessionTabs | null;
}

export interface SignInResult {
  /** The account has no church account in this church yet: the access screen completes it. */
  needsChurchAccount: boolean;
}

export interface SessionController {
  restore(location: { href: string }, replaceUrl: (url: string) => void): Promise<void>;
  signIn(username: string, password: string): Promise<SignInResult>;
  /** Signs in with tokens obtained elsewhere (an auto-login link). */
  adoptCredentials(credentials: Credentials): Promise<SignInResult>;
  /** Reloads the account and church account (after completing a registration, say). */
  loadUserData(): Promise<SignInResult>;
  /**
   * A new access token, refreshing one tab at a time. `staleToken` is the access token a call was
   * refused with: when this tab already holds another one, that one is returned without refreshing.
   */
  refresh(staleToken?: string): Promise<string | null>;
  /** Ends the session here and, fire and forget, on the server. */
  signOut(): void;
}

/** The `code` of a problem+json answer, read from a copy so that the caller still reads the body. */
async function problemCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

/** The token refresh answered that the refresh token is no good (invalid, spent, its session ended). */
const refusesRefreshToken = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Calls that carry their own credentials: the middleware neither adds the bearer nor refreshes for them. */
const CREDENTIAL_CALLS = /\/security\/(login_check|token\/refresh|logout)$/;

/**
 * §4 "Login state" and §8 "Global handling": sign-in, the bearer token on every call, a silent
 * refresh (one at a time) and one retry when a call answers 401, auto-login at start, sign-out.
 */
export function createSessionController(deps: SessionDependencies): SessionController {
  const { clients, store, queryClient, igrejaId } = deps;
  let refreshing: Promise<string | null> | null = null;
  const retryCopies = new WeakMap<Request, Request>();

  const setCredentials = (credentials: Credentials) => {
    store.set(credentialsAtom, credentials);
    refreshTokenStorage.write(credentials.refreshToken);
  };

  // A tab that refreshed hands over its pair: adopt it when it is the newest (its refresh token is
  // the one in local storage) and this tab is signed in, so that this tab need not refresh as well.
  deps.tabs?.onRefresh((pair) => {
    if (store.get(credentialsAtom) && refreshTokenStorage.read() === pair.refreshToken) store.set(credentialsAtom, pair);
  });

  /**
   * §4: sign-out clears the user's data, the player's, both storages' keys and the auth header, after
   * asking the server (fire and forget) to end the session, so that its tokens stop working there too.
   */
  function signOut() {
    endServerSession(clients.api, {
      token: store.get(credentialsAtom)?.token,
      refreshToken: refreshTokenStorage.read() ?? store.get(credentialsAtom)?.refreshToken,
    });
    store.set(credentialsAtom, null);
    store.set(accountAtom, null);
    store.set(churchAccountAtom, null);
    store.set(nowPlayingAtom, null);
    refreshTokenStorage.clear();
    queryClient.removeQueries({ queryKey: accountKeys.all });
  }

  /**
   * Runs while this tab holds the refresh lock. Another tab may have refreshed while this one waited:
   * its refresh token in local storage is then the only one still good, and if it handed over its
   * access token too, there is nothing to spend at all.
   */
  async function refreshHoldingLock(staleToken: string | undefined): Promise<string | null> {
    const held = store.get(credentialsAtom);
    if (staleToken && held?.token && held.token !== staleToken) return held.token;
    const refreshToken = refreshTokenStorage.read() ?? held?.refreshToken;
    if (!refreshToken) return null;
    try {
      const pair = await unwrap(clients.api.POST('/security/token/refresh', { body: { refreshToken } }));
      setCredentials(pair);
      deps.tabs?.announceRefresh(pair);
      return pair.token;
    } catch (error) {
      // Only a refusal of the token ends the session; the server failing or busy (5xx, 408, 429) or the
      // network keeps it, to be refreshed on the next call.
      if (error instanceof ApiError && refusesRefreshToken(error.status)) signOut();
      return null;
    }
  }

  /** One refresh at a time in this tab (single flight), and one tab at a time (Web Locks). */
  function refresh(staleToken?: string): Promise<string | null> {
    refreshing ??= withRefreshLock(() => refreshHoldingLock(staleToken)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const middleware: Middleware = {
    onRequest({ request }) {
      if (CREDENTIAL_CALLS.test(new URL(request.url).pathname)) return request;
      const token = store.get(credentialsAtom)?.token;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      retryCopies.set(request, request.clone());
      return request;
    },
    async onResponse({ request, response }) {
      if (response.status !== 401 || CREDENTIAL_CALLS.test(new URL(request.url).pathname)) return response;
      const copy = retryCopies.get(request);
      const sentWith = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      // Sent with a session this tab has since ended (signing out while it was on its way): its 401 is
      // that session's end, not a lost one; nothing to refresh, report or sign out again.
      if (sentWith && !store.get(credentialsAtom) && !refreshTokenStorage.read()) return response;
      if (sentWith && copy) {
        const token = await refresh(sentWith);
        if (token) {
          copy.headers.set('Authorization', `Bearer ${token}`);
          const retried = await fetch(copy);
          if (retried.status !== 401) return retried;
        } else if (store.get(credentialsAtom)) {
          // The refresh failed without ending the session: this call fails, the member stays signed in.
          return response;
        }
      }
      deps.onUnauthorized(response);
      return response;
    },
  };
  clients.api.use(middleware);
  clients.bff.use(middleware as Middleware);

  /**
   * The chat API's calls carry the bearer too (a member joins as themselves, a moderator deletes), and
   * one refused as expired is refreshed and retried once. A 401 there never ends the session: the
   * chat's own (CHAT_TOKEN_INVALIDO, a join token refused) is the chat's to handle by joining again.
   */
  const chatMiddleware: Middleware = {
    onRequest: middleware.onRequest,
    async onResponse({ request, response }) {
      const sentWith = request.headers.get('Authorization')?.replace(/^Bearer /, '');
      const copy = retryCopies.get(request);
      if (response.status !== 401 || !sentWith || !copy || (await problemCode(response))?.startsWith('CHAT_')) return response;
      const token = await refresh(sentWith);
      if (!token) return response;
      copy.headers.set('Authorization', `Bearer ${token}`);
      return fetch(copy);
    },
  };
  clients.chat.use(chatMiddleware);

  async function loadUserData(): Promise<SignInResult> {
    try {
      const usuario = await queryClient.fetchQuery({ ...getMeQueryOptions(clients.api), staleTime: 0 });
      const usuarios = await queryClient.fetchQuery({
        ...getChurchAccountsQueryOptions(clients.api, usuario.id, igrejaId),
        staleTime: 0,
      });
      const churchAccount = pickChurchAccount(usuarios, igrejaId);
      store.set(accountAtom, { id: usuario.id });
      store.set(churchAccountAtom, churchAccount ? { id: churchAccount.id, idIgreja: churchAccount.idIgreja } : null);
      return { needsChurchAccount: !churchAccount };
    } catch (error) {
      // §4: a failed user-data fetch logs out.
      signOut();
      throw error;
    }
  }

  async function adoptCredentials(credentials: Credentials): Promise<SignInResult> {
    setCredentials(credentials);
    return loadUserData();
  }

  return {
    async restore(location, replaceUrl) {
      try {
        const url = new URL(location.href);
        const urlToken = autoLoginToken(url);
        if (urlToken) {
          const refreshToken = url.searchParams.get('refreshToken') ?? refreshTokenStorage.read() ?? '';
          url.searchParams.delete('token');
          url.searchParams.delete('refreshToken');
          replaceUrl(`${url.pathname}${url.search}${url.hash}`);
          store.set(credentialsAtom, { token: urlToken, refreshToken });
          if (refreshToken) refreshTokenStorage.write(refreshToken);
        } else if (!store.get(credentialsAtom)?.token && refreshTokenStorage.read()) {
          await refresh();
        }
        if (store.get(credentialsAtom)?.token) await loadUserData().catch(() => undefined);
      } finally {
        store.set(sessionStatusAtom, 'settled');
      }
    },
    async signIn(username, password) {
      const pair = await unwrap(clients.api.POST('/security/login_check', { body: { username, password } }));
      return adoptCredentials(pair);
    },
    adoptCredentials,
    loadUserData,
    refresh,
    signOut,
  };
}

/** §3: the church account is the first of the account's church accounts here that is active. */
export function pickChurchAccount(usuarios: UsuarioIgreja[], igrejaId: number): UsuarioIgreja | null {
  return usuarios.find((account) => account.idIgreja === igrejaId && account.flagAtivo) ?? null;
}

