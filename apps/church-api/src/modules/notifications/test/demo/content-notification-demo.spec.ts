import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentNotification } from '../../demo/content-notification-demo';
import { notificacao } from '../../schema';
import { REPLACEMENT_PATTERNS } from '../../../../../test/helpers/text-samples';
import { createTestDatabase, type TestDatabase } from '../../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe("a content module's demo notification", () => {
  it("names the item by its title as written, whatever String.replace's patterns ($', $&, $1 …) it holds", async () => {
    const titulo = `Save ${REPLACEMENT_PATTERNS.join(' ')} the date`;
    await seedContentNotification(database.handle.db, {
      tipoCodigo: 'TESTE_TITULO',
      wording: { en: 'News: {title}!', pt: 'Notícia: {title}!', es: 'Noticia: {title}!' },
      minutesAgo: 1,
      itemOf: async () => ({ id: 1, titulo }),
    });
    const titles = await database.handle.db.select({ titulo: notificacao.titulo }).from(notificacao).where(eq(notificacao.tipoCodigo, 'TESTE_TITULO'));
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles.map((row) => row.titulo.replace(/^\S+ /, () => '')))).toEqual(new Set([`${titulo}!`]));
  });
});
