import { describe, expect, it } from 'vitest';
import { SEARCHES_PER_ADDRESS } from '../bible-search';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { HOSTS } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();

function search(q: string, remoteAddress: string) {
  return testApp().app.inject({ url: `/api/v1/biblia/web/busca?q=${encodeURIComponent(q)}`, headers: { host: HOSTS.grace }, remoteAddress });
}

describe('GET /biblia/{versao}/busca is limited per address', () => {
  it('answers 429 with Retry-After past the searches one address may make, and still answers what is kept and other addresses', async () => {
    const address = '10.22.5.1';
    // Words in no verse: each is a search the cache has not seen, answered by the database.
    for (let n = 0; n < SEARCHES_PER_ADDRESS.max; n += 1) {
      const response = await search(`nosuchword${n}`, address);
      expect(response.statusCode, `search ${n + 1}`).toBe(200);
    }
    const refused = await search('Nicodemus', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SEARCHES_PER_ADDRESS.windowSeconds);

    // A search the cache holds costs nothing and is answered (in any case and spacing)...
    expect((await search(' NOSUCHWORD0 ', address)).statusCode).toBe(200);
    // ...and the limit is the address's own: another address searches.
    const other = await search('Nicodemus', '10.22.5.2');
    expect(other.statusCode).toBe(200);
    expect(other.json().total).toBe(5);
    // Once another address has asked it, it is kept: the limited address gets it too.
    expect((await search('nicodemus', address)).statusCode).toBe(200);
  }, 120_000); // the first search builds the WEB's search index: a few seconds, longer on a busy machine
});
