import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { SEARCH_COUNT_LIMIT } from '../play-repository';

const testApp = setupTestApp();

it('counts a broad search up to its bound, and still pages through its matches', async () => {
  const { app, database } = testApp();
  const vida = await churchId(app, 'vida');
  await database.handle.db.execute(sql`
    insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, tags, texto_busca)
    select ${vida}, 'video', 'Cebra ' || g, array['predicaciones'], 'cebra ' || g || ' predicaciones' from generate_series(1, ${SEARCH_COUNT_LIMIT + 100}) g`);
  const search = await app.inject({ url: `/api/v1/plano-assinatura-conteudo/?igreja=${vida}&busca=cebr&limit=50&page=2` });
  expect(search.statusCode).toBe(200);
  expect(search.json()).toMatchObject({ total: SEARCH_COUNT_LIMIT, page: 2, limit: 50 });
  expect(search.json().planoAssinaturaConteudos).toHaveLength(50);
  // Without a search every content is counted.
  const all = await app.inject({ url: `/api/v1/plano-assinatura-conteudo/?igreja=${vida}&limit=1` });
  expect(all.json().total).toBeGreaterThan(SEARCH_COUNT_LIMIT + 100);
  const narrow = await app.inject({ url: `/api/v1/plano-assinatura-conteudo/?igreja=${vida}&busca=${encodeURIComponent('cebra 1050')}` });
  expect(narrow.json().total).toBe(1);
});
