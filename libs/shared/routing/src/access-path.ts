export const HOME_PATH = '/';
export const ACCESS_PATH = '/access';
/** The pages shown inside another site or app (§2 EMBED layout) live under this prefix. */
const EMBED_PREFIX = '/embed/';
/** The access screen in the EMBED layout: where a page under /embed/ sends a person to sign in. */
export const EMBED_ACCESS_PATH = '/embed/access';

/** Whether a same-site path is one of the embedded pages. */
export function isEmbedPath(path: string): boolean {
  return path.startsWith(EMBED_PREFIX);
}

/**
 * The access screen's address for a person who wanted `wanted` (a same-site path with its query): from
 * an embedded page, the access screen of the EMBED layout, so that the person stays in the embed.
 */
export function accessPathFor(wanted: string): string {
  return `${isEmbedPath(wanted) ? EMBED_ACCESS_PATH : ACCESS_PATH}?redirectTo=${encodeURIComponent(wanted)}`;
}
