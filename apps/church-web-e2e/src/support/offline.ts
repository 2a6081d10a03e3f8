import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Drops the connection once the page has the offline notice's code. The shell fetches that code after
 * the first paint and then marks the root `data-offline-notice` (shell-root.tsx); a connection lost
 * before it arrives shows no notice, as designed, so going offline any earlier would test the machine's
 * pace, not the page.
 */
export async function goOfflineOnceNoticeLoaded(page: Page, context: BrowserContext): Promise<void> {
  await expect(page.locator('#root[data-offline-notice]')).toBeAttached({ timeout: 30_000 });
  await context.setOffline(true);
}
