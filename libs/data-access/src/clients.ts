import type { Client, Middleware } from 'openapi-fetch';
import type { paths as ApiPaths } from './generated/api-v1';
import type { paths as BffPaths } from './generated/bff';

export type ApiClient = Client<ApiPaths>;
export type BffClient = Client<BffPaths>;

export interface ApiClients {
  api: ApiClient;
  bff: BffClient;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE' | 'request';
const METHODS: Method[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'];

/**
 * An openapi-fetch client whose code loads with its first call. The church home paints from the
 * bootstrap the server inlined, so the transport stays off the critical path.
 */
function deferredClient<Paths extends Record<string, unknown>>(baseUrl: string): Client<Paths> {
  const middleware: Middleware[] = [];
  let loaded: Client<Paths> | undefined;
  let loading: Promise<Client<Paths>> | undefined;
  const load = () =>
    (loading ??= import('openapi-fetch').then(({ default: createClient }) => {
      loaded = createClient<Paths>({ baseUrl });
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

export function createApiClients(origin = ''): ApiClients {
  return {
    api: deferredClient<ApiPaths>(`${origin}/api/v1`),
    bff: deferredClient<BffPaths>(`${origin}/bff`),
  };
}
