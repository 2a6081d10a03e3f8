import { ApiError } from '@church/data-access';

/** Something the server does not have (404), or an address nothing could have (400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;
