import { ApiError } from '@church/data-access';

/** A content the server does not have (404), or an address no content could have (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Retries a failed read once, except when it does not exist. */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;
