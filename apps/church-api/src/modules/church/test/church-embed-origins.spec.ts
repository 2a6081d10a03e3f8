import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { churchEmbedOrigins, embedOrigin, MAX_EMBED_ORIGINS } from '../church-embed-origins';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe("the sites that may frame a church's embeddable pages (npm run church:embed-origins)", () => {
  it('reads an origin out of an address, and refuses what is not one', () => {
    expect(embedOrigin('https://www.Example.org/page?x=1')).toBe('https://www.example.org');
    expect(embedOrigin(' http://partner.example:8080 ')).toBe('http://partner.example:8080');
    for (const text of ['*', "'self'", 'javascript:alert(1)', 'ftp://x.example', 'https://user:pw@x.example', 'https://*.example.org', 'www.example.org', '', "https://a.example; script-src 'unsafe-inline'"]) {
      expect(embedOrigin(text), text).toBeNull();
    }
  });

  it('shows the list; adds and removes sites; refuses an unknown church, a non-origin and too many, changing nothing', async () => {
    expect(await churchEmbedOrigins(db(), { church: 'grace' })).toEqual({
      code: 0,
      lines: ['Grace Community Church (grace): its embeddable pages may be framed by http://partner.example.'],
    });
    expect(await churchEmbedOrigins(db(), { church: 'vida' })).toEqual({ code: 0, lines: ['Iglesia Vida (vida): no other site may frame its embeddable pages.'] });
    expect(await churchEmbedOrigins(db(), { church: 'grace', add: ['https://www.gracechurch.org/live'], remove: ['http://partner.example'] })).toEqual({
      code: 0,
      lines: ['Grace Community Church (grace): its embeddable pages may be framed by https://www.gracechurch.org.'],
    });
    expect(await churchEmbedOrigins(db(), { church: 'nope' })).toEqual({ code: 1, lines: ["No church has the code 'nope'."] });
    const refused = await churchEmbedOrigins(db(), { church: 'grace', add: ['https://ok.example', '*'] });
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toContain("'*' is not a site origin");
    const tooMany = await churchEmbedOrigins(db(), { church: 'grace', add: Array.from({ length: MAX_EMBED_ORIGINS }, (_, index) => `https://site${index}.example`) });
    expect(tooMany.code).toBe(1);
    expect((await churchEmbedOrigins(db(), { church: 'grace' })).lines).toEqual(['Grace Community Church (grace): its embeddable pages may be framed by https://www.gracechurch.org.']);
  });
});
