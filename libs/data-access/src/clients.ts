import type { Client, Middleware } from 'openapi-fetch';
import type { paths as AccountPaths } from '@church/contracts-account';
import type { paths as BffPaths } from '@church/contracts-bff';
import type { paths as ChurchPaths } from '@church/contracts-church';

/**
 * The main API's paths the shell and every library call: the church's and the signed-in account's
 * (identity and session, account.yaml). Every project that uses the client gets these types, so they
 * are no more than that: the other calls are typed with their own contract (`ApiClient<paths>`,
 * `moduleApi`), as data-access's notifications and reference data are.
 */
type SharedPaths = ChurchPaths & AccountPaths;

/** The main API client, typed with a module's contract (`ApiClient<paths>`) or the shared ones. */
export type ApiClient<Paths extends object = SharedPaths> = Client<Paths>;
export type BffClient = Client<BffPaths>;
/**
 * The chat API's client (`/chat/v1`, openapi/chat.yaml). Untyped here: the chat library types it with
 * its own contract (`chatApi<paths>`), which the shared libraries do not depend on.
 */
export type ChatClient = Client<Record<string, never>>;

export interface ApiClients {
  api: ApiClient;
  bff: BffClient;
  chat: ChatClient;
}

/** The one API transport (token, refresh, errors), typed with a module's own contract. */
export function moduleApi<Paths extends object>(clients: ApiClients): ApiClient<Paths> {
  return clients.api as unknown as ApiClient<Paths>;
}

/** The chat API's transport (the bearer and its refresh, as the main API's), typed with the chat contract. */
export function chatApi<Paths extends object>(clients: ApiClients): Client<Paths> {
  return clients.chat as unknown as Client<Paths>;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE' | 'request';
const METHODS: Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'];

/**
 * An openapi-fetch client whose code loads with its first call. The church home paints from the
 * bootstrap the server inlined, so the transport stays off the critical path.
 */
function deferredClient<Paths extends Record<string, unknown>>(baseUrl: string, fetchImpl?: typeof fetch): Client<Paths> {
  const middleware: Middleware[] = [];
  let loaded: Client<Paths> | undefined;
  let loading: Promise<Client<Paths>> | undefined;
  const load = () =>
    (loading ??= import('openapi-fetch').then(({ default: createClient }) => {
      loaded = createClient<Paths>({ baseUrl, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
      loaded.use(...middleware);
      return loaded;
    }));
  const client = {
    use(...added: Middleware[]) {
      middleware.push(...added);
      loaded?.use(...added);
    },
    eject(...removed: Middleware[]) {
      for (const item of removed) middleware.splice(middleware.indexOf(item) >>> 0, 1);
      loaded?.eject(...removed);
    },
  } as Partial<Record<Method | 'use' | 'eject', unknown>>;
  for (const method of METHODS) {
    client[method] = async (...args: unknown[]) => {
      const target = (await load())[method] as (...callArgs: unknown[]) => unknown;
      return target(...args);
    };
  }
  return client as unknown as Client<Paths>;
}

/** Reports every error response, so that the shell can react to a 401 without the transport knowing how. */
export function createResponseObserver(onErrorResponse: (response: Response) => void): Middleware {
  return {
    onResponse({ response }) {
      if (!response.ok) onErrorResponse(response);
      return undefined;
    },
  };
}

/**
 * The API clients of a church site: relative to the page in the browser; on the server, against the
 * page's origin with `fetchImpl` (the server answers them in-process, without the network).
 */
export function createApiClients(origin = '', fetchImpl?: typeof fetch): ApiClients {
  return {
    api: deferredClient<SharedPaths>(`${origin}/api/v1`, fetchImpl),
    bff: deferredClient<BffPaths>(`${origin}/bff`, fetchImpl),
    chat: deferredClient<Record<string, never>>(`${origin}/chat/v1`, fetchImpl),
  };
}
