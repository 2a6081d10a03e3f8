import { request } from '@playwright/test';
import { churchApi } from './api-calls';

/**
 * Runs once the server answers /readyz, before any test. The first Bible search of a translation builds
 * its search index: about 3 s of the server's time on a quiet machine, 10 s and more beside the browser
 * tests (README, "Measured"), during which the server answers the other worker's test slowly: a sign-in,
 * a page, whatever ran beside the search test then lost those seconds of its own 30. Asked for here,
 * the index is built while no test is running. The search test still asks its own word (not this one),
 * which the server has not answered before.
 */
export default async function globalSetup() {
  const context = await request.newContext({ timeout: 120_000 });
  try {
    const warmed = await churchApi(context, 'grace').get('/api/v1/biblia/web/busca?q=shepherd');
    if (!warmed.ok()) throw new Error(`The Bible search index was not built: ${warmed.status()} ${await warmed.text()}`);
  } finally {
    await context.dispose();
  }
}
