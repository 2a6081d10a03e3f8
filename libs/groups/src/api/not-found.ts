import { ApiError, isNotFound } from '@church/data-access';

/** The account may not read it (403: not one of the group's participants). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** Retries a failed read once, except when it does not exist or may not be read. */
export const retryUnlessRefused = (failures: number, error: unknown) => !isNotFound(error) && !isForbidden(error) && failures < 1;
