import type { Problem } from './schemas';

/**
 * A call that got an error response; `problem` is the server's problem+json body when it sent one, and
 * `retryAfter` its Retry-After header as sent (a 429 says when to try again; read it with
 * `retryAfterSeconds`, which stays off the first paint).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
    readonly retryAfter: string | null = null,
  ) {
    super(problem?.detail ?? problem?.title ?? `Request failed with status code ${status}`);
    this.name = 'ApiError';
  }
}

/** A call that got no response at all (network error, time-out, abort). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network error', { cause });
    this.name = 'NetworkError';
  }
}

export type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/** The call's result, or a NetworkError when it got no response. */
export async function settle<T>(call: Promise<FetchResult<T>>): Promise<FetchResult<T>> {
  try {
    return await call;
  } catch (cause) {
    throw new NetworkError(cause);
  }
}

/** The typed error of a response that is not ok. */
export function failure(result: FetchResult<unknown>): ApiError {
  const problem = result.error && typeof result.error === 'object' ? (result.error as Problem) : null;
  return new ApiError(result.response.status, problem, result.response.headers?.get('Retry-After') ?? null);
}

/** The body of a successful openapi-fetch call, or a typed error. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await settle(call);
  if (result.response.ok && result.data !== undefined) return result.data;
  throw failure(result);
}
