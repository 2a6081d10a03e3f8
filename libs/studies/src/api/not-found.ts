import { ApiError, isNotFound } from '@church/data-access';

/** The church's studies are for its members, and this account is not one (or its session ended). */
export function isMembersOnly(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Retries a failed call once, except when the answer will not change (not found, members only). */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && !isMembersOnly(error) && failures < 1;
