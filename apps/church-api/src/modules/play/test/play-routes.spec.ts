import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

const GRACE = 'grace-community-church';
const VIDA = 'iglesia-vida-madrid';
const churchIdOf = (code: string) => churchId(testApp().app, code);

async function contents(query: string) {
  const response = await get(`/api/v1/plano-assinatura-conteudo/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { planoAssinaturaConteudos: { id: number; tipo: string; titulo: string; tags: string[]; destaque: boolean; tipoVisibilidadeConteudo: string; coletanea: { id: number; titulo: string } | null; dataPublicacao: string }[]; total: number; page: number; limit: number };
}

describe("the video area's configuration, plans and home rows", () => {
  it('answers each church its own, in its language and currency', async () => {
    const grace = await get(`/api/v1/igreja/${GRACE}/plano-assinatura-configuracao/`);
    expect(grace.statusCode).toBe(200);
    expect(grace.json()).toEqual({ planoAssinaturaConfiguracao: { titulo: 'Grace Play', descricao: expect.any(String), tipoVisibilidadeConteudo: 'assinantes', diasCarencia: 7 } });
    expect((await get(`/api/v1/igreja/${VIDA}/plano-assinatura-configuracao/`)).json().planoAssinaturaConfiguracao.titulo).toBe('Vida Play');

    const plans = (await get(`/api/v1/igreja/${GRACE}/plano-assinatura/`)).json().planoAssinaturas;
    expect(plans).toEqual([
      { id: expect.any(Number), codigo: 'GRACE-MONTHLY', nome: 'Monthly', descricao: expect.any(String), periodicidade: 'mensal', valor: 999, taxa: 0, taxaAdesao: 0, diasTeste: 7, moeda: 'USD' },
      { id: expect.any(Number), codigo: 'GRACE-YEARLY', nome: 'Yearly', descricao: expect.any(String), periodicidade: 'anual', valor: 9990, taxa: 0, taxaAdesao: 0, diasTeste: 7, moeda: 'USD' },
    ]);
    expect((await get(`/api/v1/igreja/${VIDA}/plano-assinatura/`)).json().planoAssinaturas).toEqual([expect.objectContaining({ codigo: 'VIDA-MENSUAL', moeda: 'EUR' })]);

    const rows = (await get(`/api/v1/igreja/${GRACE}/plano-assinatura-home/`)).json().tags;
    expect(rows.map((row: { tag: string }) => row.tag)).toEqual(['sermons', 'bible-study', 'worship', 'family', 'youth']);
  });

  it('offers no plan that the church withdrew, and says so when a church has no area', async () => {
    const { db } = testApp().database.handle;
    const grace = await churchIdOf('grace');
    await db.execute(sql`update plano_assinatura set ativo = false where igreja_id = ${grace} and codigo = 'GRACE-YEARLY'`);
    expect((await get(`/api/v1/igreja/${GRACE}/plano-assinatura/`)).json().planoAssinaturas.map((plan: { codigo: string }) => plan.codigo)).toEqual(['GRACE-MONTHLY']);
    await db.execute(sql`update plano_assinatura set ativo = true where igreja_id = ${grace}`);

    const vida = await churchIdOf('vida');
    await db.execute(sql`delete from plano_assinatura_configuracao where igreja_id = ${vida}`);
    const none = await get(`/api/v1/igreja/${VIDA}/plano-assinatura-configuracao/`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: 404, code: 'ASSINATURA_NAO_CONFIGURADA' });
    expect((await get('/api/v1/igreja/nowhere/plano-assinatura/')).statusCode).toBe(404);
  });
});

describe("the area's catalogue (GET /plano-assinatura-conteudo/)", () => {
  it('pages the newest first, and filters by featured, by tag and by collection', async () => {
    const igreja = await churchIdOf('grace');
    const all = await contents(`igreja=${igreja}&limit=50`);
    expect(all.total).toBe(500);
    expect(all.planoAssinaturaConteudos).toHaveLength(50);
    const dates = all.planoAssinaturaConteudos.map((content) => content.dataPublicacao);
    expect([...dates].sort().reverse()).toEqual(dates);

    const featured = await contents(`igreja=${igreja}&destaque=true`);
    expect(featured.total).toBe(5);
    expect(featured.planoAssinaturaConteudos.every((content) => content.destaque)).toBe(true);

    const worship = await contents(`igreja=${igreja}&tag=worship&limit=50`);
    expect(worship.total).toBeGreaterThan(0);
    expect(worship.planoAssinaturaConteudos.every((content) => content.tags.includes('worship'))).toBe(true);

    const collection = all.planoAssinaturaConteudos.find((content) => content.coletanea !== null)?.coletanea;
    if (!collection) throw new Error('no video in a collection on the first page');
    const videos = await contents(`igreja=${igreja}&coletanea=${collection.id}&limit=50`);
    expect(videos.total).toBe(10);
    expect(videos.planoAssinaturaConteudos.map((video) => video.titulo)).toEqual(Array.from({ length: 10 }, (_, part) => expect.stringContaining(`${collection.titulo} ${part + 1}:`)));
    // Filters add up: a collection's featured videos.
    expect((await contents(`igreja=${igreja}&coletanea=${collection.id}&destaque=false`)).total).toBeLessThanOrEqual(10);
  });

  it('finds every word given, as the start of a word, whatever the accents and case', async () => {
    const grace = await churchIdOf('grace');
    const mount = await contents(`igreja=${grace}&busca=${encodeURIComponent('SERMON mou')}&limit=50`);
    expect(mount.total).toBeGreaterThan(0);
    expect(mount.planoAssinaturaConteudos.every((content) => /sermon on the mount/i.test(content.titulo))).toBe(true);
    // The collection itself matches best: its title is those words.
    expect(mount.planoAssinaturaConteudos[0]).toMatchObject({ tipo: 'coletanea', titulo: 'The Sermon on the Mount' });
    // Every page says how many match, the one past the last too.
    const pages = Math.ceil(mount.total / 2);
    expect((await contents(`igreja=${grace}&busca=sermon%20mou&limit=2&page=${pages}`)).total).toBe(mount.total);
    const past = await contents(`igreja=${grace}&busca=sermon%20mou&limit=2&page=${pages + 1}`);
    expect(past).toMatchObject({ total: mount.total, planoAssinaturaConteudos: [] });

    const vida = await churchIdOf('vida');
    const withoutAccents = await contents(`igreja=${vida}&busca=oracion`);
    const withAccents = await contents(`igreja=${vida}&busca=${encodeURIComponent('ORACIÓN')}`);
    expect(withoutAccents.total).toBeGreaterThan(0);
    expect(withAccents.planoAssinaturaConteudos).toEqual(withoutAccents.planoAssinaturaConteudos);

    expect((await contents(`igreja=${grace}&busca=${encodeURIComponent('zzzz-nothing')}`)).total).toBe(0);
    // Only separators: no word, nothing found (and nothing of tsquery's syntax reaches the database).
    expect((await contents(`igreja=${grace}&busca=${encodeURIComponent("&|!:*()'")}`)).total).toBe(0);
  });

  it('answers a search from its 500 newest matches, best first, and counts only those', async () => {
    const grace = await churchIdOf('grace');
    const { db } = testApp().database.handle;
    // grace's 500 demo contents all say what they teach; ten older talks say it too, and one newer one.
    await db.execute(sql`
      insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, descricao, tags, texto_busca, data_publicacao)
      select ${grace}, 'video', 'Window talk ' || g, 'It teaches.', array['sermons'], 'window talk ' || g || ' it teaches sermons', now() - interval '400 days' - g * interval '1 day'
      from generate_series(1, 10) g`);
    await db.execute(sql`
      insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, descricao, tags, texto_busca, data_publicacao)
      values (${grace}, 'video', 'Window teaches teaches', 'It teaches teaches.', array['sermons'], 'window teaches teaches it teaches teaches sermons', now() + interval '1 minute')`);
    try {
      const found = await contents(`igreja=${grace}&busca=teaches&limit=50`);
      expect(found.total).toBe(500);
      // The word said most often ranks first; the older talks are past the window.
      expect(found.planoAssinaturaConteudos[0]?.titulo).toBe('Window teaches teaches');
      const last = await contents(`igreja=${grace}&busca=teaches&limit=50&page=10`);
      expect(last.planoAssinaturaConteudos).toHaveLength(50);
      expect(last.planoAssinaturaConteudos.some((content) => content.titulo.startsWith('Window talk'))).toBe(false);
      expect(await contents(`igreja=${grace}&busca=teaches&limit=50&page=11`)).toMatchObject({ total: 500, planoAssinaturaConteudos: [] });
      // A narrow search finds the older ones: the window is of each search's own matches.
      expect((await contents(`igreja=${grace}&busca=${encodeURIComponent('window talk')}&limit=50`)).total).toBe(10);
    } finally {
      await db.execute(sql`delete from plano_assinatura_conteudo where igreja_id = ${grace} and titulo like 'Window %'`);
    }
  });

  it('gives the same newest matches whether the newest contents or the words index answer', async () => {
    const grace = await churchIdOf('grace');
    const { db } = testApp().database.handle;
    // 3,000 newer talks than any demo video: all say "everyone", every fourth "quarter", the newest 120 "fresh", the first "single".
    await db.execute(sql`
      insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, tags, texto_busca, data_publicacao)
      select ${grace}, 'video', 'Probe talk ' || g, array['sermons'],
             'probe talk everyone' || case when g % 4 = 0 then ' quarter' else '' end || case when g <= 120 then ' fresh' else '' end || case when g = 1 then ' single' else '' end,
             now() + interval '1 day' - g * interval '1 minute'
      from generate_series(1, 3000) g`);
    try {
      const titles = async (words: string, page: number) => {
        const found = await contents(`igreja=${grace}&busca=${words}&limit=50&page=${page}`);
        return { total: found.total, titles: found.planoAssinaturaConteudos.map((content) => content.titulo) };
      };
      // Every newest content matches: they answer, and the window is the 500 newest.
      const everyone = await titles('every', 10);
      expect(everyone.total).toBe(500);
      expect(everyone.titles.at(-1)).toBe('Probe talk 500');
      // A quarter of them match: 250 of the newest 1,000 are not a window, so the index answers, with the 500 newest of its 750.
      const quarter = await titles('quart', 10);
      expect(quarter.total).toBe(500);
      expect(quarter.titles.at(-1)).toBe('Probe talk 2000');
      // The newest all match, but not 500 of the newest 1,000: the index answers.
      const fresh = await titles('fresh', 3);
      expect(fresh).toMatchObject({ total: 120 });
      expect(fresh.titles.at(-1)).toBe('Probe talk 120');
      expect((await titles('single', 1)).titles).toEqual(['Probe talk 1']);
      // A page past the last still counts the window.
      expect(await titles('quart', 11)).toEqual({ total: 500, titles: [] });
    } finally {
      await db.execute(sql`delete from plano_assinatura_conteudo where igreja_id = ${grace} and titulo like 'Probe talk %'`);
    }
  });

  it("follows every write of a content, whoever makes it, and adds up with the other filters", async () => {
    const grace = await churchIdOf('grace');
    const { db } = testApp().database.handle;
    await db.execute(sql`
      insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, tags, destaque, texto_busca)
      values (${grace}, 'video', 'Quokka talk', array['sermons'], true, 'quokka talk sermons'), (${grace}, 'video', 'Quokka song', array['worship'], false, 'quokka song worship')`);
    try {
      expect((await contents(`igreja=${grace}&busca=quokka`)).total).toBe(2);
      expect((await contents(`igreja=${grace}&busca=quokka&tag=worship`)).planoAssinaturaConteudos.map((content) => content.titulo)).toEqual(['Quokka song']);
      expect((await contents(`igreja=${grace}&busca=quokka&destaque=true`)).planoAssinaturaConteudos.map((content) => content.titulo)).toEqual(['Quokka talk']);
      await db.execute(sql`update plano_assinatura_conteudo set titulo = 'Wombat song', texto_busca = 'wombat song worship' where igreja_id = ${grace} and titulo = 'Quokka song'`);
      expect((await contents(`igreja=${grace}&busca=quokka`)).planoAssinaturaConteudos.map((content) => content.titulo)).toEqual(['Quokka talk']);
      expect((await contents(`igreja=${grace}&busca=womb`)).planoAssinaturaConteudos.map((content) => content.titulo)).toEqual(['Wombat song']);
      await db.execute(sql`delete from plano_assinatura_conteudo where igreja_id = ${grace} and titulo = 'Quokka talk'`);
      expect((await contents(`igreja=${grace}&busca=quokka`)).total).toBe(0);
    } finally {
      await db.execute(sql`delete from plano_assinatura_conteudo where igreja_id = ${grace} and (titulo like 'Quokka %' or titulo like 'Wombat %')`);
    }
  });

  it("keeps each church to its own contents: another church's ids and words find nothing", async () => {
    const grace = await churchIdOf('grace');
    const vida = await churchIdOf('vida');
    const graceContent = (await contents(`igreja=${grace}&limit=1`)).planoAssinaturaConteudos[0];
    const graceCollection = (await contents(`igreja=${grace}&busca=mount&limit=1`)).planoAssinaturaConteudos[0];
    expect((await contents(`igreja=${vida}&busca=mount`)).total).toBe(0);
    expect((await contents(`igreja=${vida}&coletanea=${graceCollection?.id}`)).total).toBe(0);
    const elsewhere = await get(`/api/v1/plano-assinatura-conteudo/${graceContent?.id}/?igreja=${vida}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'CONTEUDO_NAO_ENCONTRADO' });
  });

  it('refuses bad filters, naming them', async () => {
    const grace = await churchIdOf('grace');
    const cases: [string, string][] = [
      [`igreja=${grace}&busca=${'a'.repeat(101)}`, 'query.busca'],
      [`igreja=${grace}&busca=`, 'query.busca'],
      [`igreja=${grace}&tag=Not%20A%20Tag`, 'query.tag'],
      [`igreja=${grace}&tag=${'a'.repeat(41)}`, 'query.tag'],
      [`igreja=${grace}&coletanea=abc`, 'query.coletanea'],
      [`igreja=${grace}&coletanea=99999999999`, 'query.coletanea'],
      [`igreja=${grace}&destaque=maybe`, 'query.destaque'],
      [`igreja=${grace}&limit=51`, 'query.limit'],
      ['busca=grace', 'query.igreja'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/v1/plano-assinatura-conteudo/?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect((await get('/api/v1/plano-assinatura-conteudo/?igreja=999999')).statusCode).toBe(404);
  });
});

describe('a content (GET /plano-assinatura-conteudo/{id}/)', () => {
  it("gives a collection with its videos in order, and a video with its collection and who may watch it", async () => {
    const igreja = await churchIdOf('grace');
    const [collection] = (await contents(`igreja=${igreja}&busca=psalms%20season&limit=1`)).planoAssinaturaConteudos;
    const response = await get(`/api/v1/plano-assinatura-conteudo/${collection?.id}/?igreja=${igreja}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().planoAssinaturaConteudo;
    expect(detail).toMatchObject({ tipo: 'coletanea', titulo: 'Psalms for Every Season', coletanea: null });
    expect(detail.videos).toHaveLength(10);
    expect(detail.videos[0]).toMatchObject({ tipo: 'video', coletanea: { id: collection?.id, titulo: 'Psalms for Every Season' } });

    const video = await get(`/api/v1/plano-assinatura-conteudo/${detail.videos[0].id}/?igreja=${igreja}`);
    expect(video.json().planoAssinaturaConteudo).toMatchObject({ tipo: 'video', videos: [] });
    const visibilities = new Set((await contents(`igreja=${igreja}&limit=50`)).planoAssinaturaConteudos.map((content) => content.tipoVisibilidadeConteudo));
    expect(visibilities).toEqual(new Set(['gratuito', 'assinantes']));

    expect((await get(`/api/v1/plano-assinatura-conteudo/2147483647/?igreja=${igreja}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/plano-assinatura-conteudo/0/?igreja=${igreja}`)).statusCode).toBe(400);
  });
});
