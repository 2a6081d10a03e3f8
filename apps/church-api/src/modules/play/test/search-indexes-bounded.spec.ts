import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { churchId } from '../../../../test/helpers/account-helpers';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
/** Room for grace's catalogue index (its 500 demo contents take about 135,000 bytes) but not for esperanca's beside it. */
const BOUND = 137_000;
const testApp = setupTestApp({ metricsToken: TOKEN }, () => ({ PLAY_SEARCH_INDEX_MAX_BYTES: String(BOUND) }));

/** The play search indexes' samples of the scrape, by metric name. */
async function indexMetrics(): Promise<Record<string, number>> {
  const { body } = await testApp().app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  return Object.fromEntries(
    body
      .split('\n')
      .filter((line) => line.includes('cache="play-search-indexes"'))
      .map((line) => [line.slice(0, line.indexOf('{')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
  );
}

describe("the video area's search indexes in memory", () => {
  it('keep within their bound, the least recently searched church going first, and still answer every church', async () => {
    const { app } = testApp();
    const search = async (igreja: number, words: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/plano-assinatura-conteudo/?igreja=${igreja}&busca=${words}` });
      expect(response.statusCode).toBe(200);
      return response.json().total as number;
    };
    const grace = await churchId(app, 'grace');
    const esperanca = await churchId(app, 'esperanca');
    const graceFinds = await search(grace, 'sermon');
    expect(graceFinds).toBeGreaterThan(0);
    expect(await search(grace, 'psalm')).toBeGreaterThan(0);
    const first = await indexMetrics();
    expect(first).toMatchObject({ church_cache_entries: 1, church_cache_misses_total: 1, church_cache_hits_total: 1, church_cache_evictions_total: 0 });
    // The demo's catalogue decides what fits: grace's index alone, within the bound's last few kilobytes.
    expect(first.church_cache_bytes).toBeGreaterThan(BOUND - 5_000);
    expect(first.church_cache_bytes).toBeLessThanOrEqual(BOUND);

    expect(await search(esperanca, 'a')).toBeGreaterThan(0);
    expect(await search(grace, 'sermon')).toBe(graceFinds);
    const after = await indexMetrics();
    expect(after).toMatchObject({ church_cache_entries: 1, church_cache_misses_total: 3, church_cache_evictions_total: 2 });
    expect(after.church_cache_bytes).toBeLessThanOrEqual(BOUND);
  });
});
