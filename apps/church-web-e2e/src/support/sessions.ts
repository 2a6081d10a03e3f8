import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { churchApi } from './api-calls';
import { churchUrl } from './church-site';

/** How long the e2e server's access tokens live (ACCESS_TOKEN_TTL in playwright.config.mts). */
export const ACCESS_TOKEN_LIFETIME_MS = 8_000;
/** How long a spent refresh token still answers with its pair (REFRESH_GRACE_SECONDS, session-service.ts). */
export const REFRESH_GRACE_MS = 10_000;

/**
 * For a test that waits out one of the server's clocks (a token's lifetime, the refresh grace): that
 * wait lasts as long on a slow machine as on a fast one, so it is added to the test's budget instead of
 * being taken from the time its steps have.
 */
export function allowForServerClock(ms: number) {
  test.setTimeout(test.info().timeout + ms);
}

/** Where the web app keeps the refresh token (libs/data-access, session/refresh-token-storage.ts). */
const REFRESH_TOKEN_KEY = 'church-web:refresh-token';

/** A new session of the account, as login_check answers it: its access and refresh tokens. */
export async function apiSession(request: APIRequestContext, code: string, email: string, password = DEMO_PASSWORD) {
  const response = await churchApi(request, code).post('/api/v1/security/login_check', { username: email, password });
  expect(response.status(), `login_check for ${email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { token: string; refreshToken: string };
}

/**
 * Signs in without the form, for the tests that are not about signing in, and opens `path` signed in.
 * The web app keeps a session as its refresh token in local storage (the access token lives only in the
 * tab's session storage), and a page that finds one there at start restores the session with it, as a
 * new tab of a signed-in member does. So: login_check through the API, the refresh token handed to the
 * browser on the church's own origin (its robots.txt: no app to load), then `path`, which returns once the
 * page has spent that token for a session of its own. One API call and one page load, where the form
 * costs two page loads (/access, then the home and its sections) and four steps.
 */
export async function signInThroughApi(page: Page, code: string, email: string, password = DEMO_PASSWORD, path = '/') {
  const { refreshToken } = await apiSession(page.request, code, email, password);
  await page.goto(churchUrl(code, '/robots.txt'));
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [REFRESH_TOKEN_KEY, refreshToken] as const);
  const restored = page.waitForResponse((response) => response.url().endsWith('/api/v1/security/token/refresh'));
  await page.goto(churchUrl(code, path));
  expect((await restored).status(), 'the page restores the session from the refresh token it was given').toBe(200);
}

/**
 * Waits until the server refuses this access token (the e2e server's ACCESS_TOKEN_TTL is 8 s), by asking
 * it rather than sleeping through the lifetime: the next call made with the token needs a refresh.
 */
export async function untilAccessTokenExpires(request: APIRequestContext, code: string, token: string | null) {
  expect(token, 'an access token to wait out').toBeTruthy();
  const api = churchApi(request, code);
  await expect
    // At most the 8 s the token lives from before this call, and a few slow answers on a loaded machine.
    .poll(async () => (await api.get('/api/v1/me', { Authorization: `Bearer ${token}` })).status(), { timeout: 20_000, message: 'the access token expires' })
    .toBe(401);
}

/**
 * Waits until the server no longer answers a refresh token spent before this call with the pair it was
 * spent for (REFRESH_GRACE_SECONDS, 10 s, for two tabs racing), so that presenting it again is a replay.
 * It asks about a token of a session of its own, spent here: once that one is a replay, so is any token
 * spent earlier. (That probe session ends, as a replayed session does; the account's others do not.)
 */
export async function untilRefreshGraceHasPassed(request: APIRequestContext, code: string, email: string, password = DEMO_PASSWORD) {
  const api = churchApi(request, code);
  const { refreshToken: probe } = await apiSession(request, code, email, password);
  expect((await api.post('/api/v1/security/token/refresh', { refreshToken: probe })).status(), 'the probe token is spent').toBe(200);
  await expect
    // The 10 s of grace from before this call, and a few slow answers on a loaded machine.
    .poll(async () => (await api.post('/api/v1/security/token/refresh', { refreshToken: probe })).status(), {
      timeout: 25_000,
      message: 'the refresh grace passes',
    })
    .toBe(401);
}
