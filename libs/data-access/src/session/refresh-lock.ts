/** The Web Lock every tab of a site takes before it spends the refresh token they share. */
export const REFRESH_LOCK_NAME = 'church-web:session-refresh';

/**
 * Runs `task` while holding the refresh lock of this site, so that two tabs never refresh at the
 * same moment with the same refresh token (issue 8, item 7). Where Web Locks is missing (an old
 * browser, a page that is not a secure context) or refuses the request, the task runs at once and
 * the session controller's single flight inside the tab is the only guard.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (typeof locks?.request !== 'function') return task();
  let started = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => {
      started = true;
      return task();
    });
  } catch (error) {
    // The task's own failure is the caller's; only a lock that could not be had falls back.
    if (started) throw error;
    return task();
  }
}
