export const HOME_PATH = '/';
export const ACCESS_PATH = '/access';

/** The access screen's address for a person who wanted `wanted` (a same-site path with its query). */
export function accessPathFor(wanted: string): string {
  return `${ACCESS_PATH}?redirectTo=${encodeURIComponent(wanted)}`;
}
