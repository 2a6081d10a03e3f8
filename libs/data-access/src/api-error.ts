import type { Problem } from './schemas';

/** A call that got an error response; `problem` is the server's problem+json body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
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

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/** The body of a successful openapi-fetch call, or a typed error. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (result.response.ok && result.data !== undefined) return result.data;
  const problem = result.error && typeof result.error === 'object' ? (result.error as Problem) : null;
  throw new ApiError(result.response.status, problem);
}
