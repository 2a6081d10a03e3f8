import { ApiError } from './api-error';

/** Something the server does not have (404), or an address nothing could have (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** For a query's `retry`: a failed read is tried once more, except when it does not exist. */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;
