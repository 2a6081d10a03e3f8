import { ApiError } from '@church/data-access';

/** A passage the server does not have (404), or an address no passage could have (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Retries a failed read once, except when there is no such passage. */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;
