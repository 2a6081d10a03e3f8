import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed-demo';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { tableCounts } from '../helpers/table-counts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the demo seed of every module', () => {
  it('fills every module’s tables for the demo churches', async () => {
    const counts = await tableCounts(database.handle.db);
    expect(counts).toMatchObject({
      igreja: 4,
      usuario: 6,
      notificacao: 24,
      culto: expect.any(Number),
      evento: 27,
      evento_venda: 18,
      evento_ingresso: 21,
      evento_pergunta: 7,
      evento_conteudo: 6,
      devocional: 22,
      noticia: 25,
      ministerio: 13,
      ministerio_projeto: 16,
      ebd: 11,
      ebd_licao: 36,
      publicacao_tipo: 6,
      publicacao: 21,
      configuracao_estudo: 3,
      estudo: 17,
      video_playlist: 3,
      video: 21,
      podcast_feed: 3,
    });
  });

  it('changes nothing when it runs again: what a church has of a module is left as it is', async () => {
    const before = await tableCounts(database.handle.db);
    await seedDemo(database.handle.db);
    expect(await tableCounts(database.handle.db)).toEqual(before);
  });
});
