import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bibliaCapitulo, bibliaTraducao, bibliaVersiculo } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, login } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();

function get(url: string, token?: string) {
  return call(testApp().app, { url: `/api/v1${url}`, token });
}

async function chapterRows() {
  const [row] = await testApp().database.handle.db.select({ total: count() }).from(bibliaCapitulo);
  return row?.total ?? 0;
}

/** The verses of a translation in the search index. */
async function indexedVerses(code: string) {
  const [row] = await testApp().database.handle.db.select({ total: count() }).from(bibliaVersiculo).where(eq(bibliaVersiculo.traducao, code));
  return row?.total ?? 0;
}

describe('the Bible is loaded at its first read', () => {
  it('leaves the seeded database without text, then loads a translation once however many read it at once', async () => {
    expect(await chapterRows()).toBe(0);
    const started = performance.now();
    const answers = await Promise.all([get('/biblia/web/John/3'), get('/biblia/web/Gen/1'), get('/biblia/web/busca?q=Nicodemus')]);
    const elapsed = performance.now() - started;
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await chapterRows()).toBe(1_189);
    const translations = await testApp().database.handle.db.select().from(bibliaTraducao);
    expect(translations).toEqual([expect.objectContaining({ codigo: 'web', nome: 'World English Bible', versiculos: 31_102 })]);
    // The search among them built the WEB's search index, once.
    expect(await indexedVerses('web')).toBe(31_102);
    // The cost of the first read (loading the WEB and building its search index), for the record; far below the time-out either way.
    console.info(`bible: first read of the WEB (load and search index included) took ${Math.round(elapsed)} ms on ${testApp().database.handle.driver}`);
  }, 120_000); // loads the WEB and builds its search index: a few seconds, longer on a busy machine

  it('builds a translation’s search index at its first search, not at its first read', async () => {
    expect((await get('/biblia/rv1909/John/3')).statusCode).toBe(200);
    expect(await indexedVerses('rv1909')).toBe(0);
    const answers = await Promise.all([get('/biblia/rv1909/busca?q=Nicodemo'), get('/biblia/rv1909/busca?q=amor')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().total).toBeGreaterThan(0);
    expect(await indexedVerses('rv1909')).toBe(31_102);
  }, 120_000); // builds the RV1909's search index: a few seconds, longer on a busy machine
});

describe('GET /biblia/', () => {
  it('lists the three translations with their books in their own languages', async () => {
    const response = await get('/biblia/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const versoes = response.json().versoes as { codigo: string; idioma: string; sigla: string; livros: { osis: string; nome: string; capitulos: number }[] }[];
    expect(versoes.map(({ codigo, idioma, sigla }) => ({ codigo, idioma, sigla }))).toEqual([
      { codigo: 'web', idioma: 'en', sigla: 'WEB' },
      { codigo: 'alm1911', idioma: 'pt', sigla: 'ALM1911' },
      { codigo: 'rv1909', idioma: 'es', sigla: 'RV1909' },
    ]);
    expect(versoes.map((versao) => versao.livros.length)).toEqual([66, 66, 66]);
    expect(versoes.map((versao) => versao.livros[0]?.nome)).toEqual(['Genesis', 'Gênesis', 'Génesis']);
    expect(versoes[0]?.livros[18]).toEqual({ osis: 'Ps', nome: 'Psalms', capitulos: 150 });
  });
});

describe('GET /biblia/{versao}/{livro}/{capitulo}', () => {
  it('answers a chapter verse by verse, with the chapters around it, kept a day', async () => {
    const response = await get('/biblia/web/John/3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const chapter = response.json();
    expect(chapter).toMatchObject({ versao: 'web', livro: { osis: 'John', nome: 'John', capitulos: 21 }, capitulo: 3, anterior: { livro: 'John', capitulo: 2 }, proximo: { livro: 'John', capitulo: 4 } });
    expect(chapter.versiculos).toHaveLength(36);
    expect(chapter.versiculos[15]).toEqual({ numero: 16, texto: expect.stringMatching(/^For God so loved the world/) });
  });

  it('serves each language its own text, the same passage by the same numbers', async () => {
    const [almeida, reina] = await Promise.all([get('/biblia/alm1911/John/3'), get('/biblia/rv1909/John/3')]);
    expect(almeida.json().livro.nome).toBe('João');
    expect(almeida.json().versiculos[15].texto).toMatch(/^Porque Deus amou o mundo/);
    expect(reina.json().livro.nome).toBe('Juan');
    expect(reina.json().versiculos[15].texto).toMatch(/^Porque de tal manera amó Dios al mundo/);
  });

  it('steps across books, stops at the ends, keeps psalm titles and empty verses', async () => {
    expect((await get('/biblia/web/Mal/4')).json().proximo).toEqual({ livro: 'Matt', capitulo: 1 });
    expect((await get('/biblia/web/Matt/1')).json().anterior).toEqual({ livro: 'Mal', capitulo: 4 });
    expect((await get('/biblia/web/Gen/1')).json().anterior).toBeNull();
    expect((await get('/biblia/web/Rev/22')).json().proximo).toBeNull();
    const psalm = (await get('/biblia/web/Ps/3')).json();
    expect(psalm.versiculos[0]).toEqual({ numero: 1, titulo: 'A Psalm by David, when he fled from Absalom his son.', texto: expect.any(String) });
    expect(psalm.versiculos[1].titulo).toBeUndefined();
    expect((await get('/biblia/web/Luke/17')).json().versiculos[35]).toEqual({ numero: 36, texto: '' });
  });

  it('answers 404 past a book’s last chapter and 400 naming a bad translation, book or chapter', async () => {
    expect((await get('/biblia/web/John/22')).statusCode).toBe(404);
    expect((await get('/biblia/web/John/22')).headers['content-type']).toContain('application/problem+json');
    const cases: [string, string][] = [
      ['/biblia/kjv/John/3', 'params.versao'],
      ['/biblia/web/john/3', 'params.livro'],
      ['/biblia/web/Tob/1', 'params.livro'],
      ['/biblia/web/John/0', 'params.capitulo'],
      ['/biblia/web/John/151', 'params.capitulo'],
      ['/biblia/web/John/3.5', 'params.capitulo'],
      ['/biblia/web/John/2147483648', 'params.capitulo'],
      [`/biblia/web/${'x'.repeat(150)}/1`, 'params.livro'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('answers a signed-in member the same chapter', async () => {
    const member = await login(testApp().app, 'member@grace.example');
    const response = await get('/biblia/web/John/3', member.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().versiculos).toHaveLength(36);
  });
});

describe('GET /biblia/{versao}/busca', () => {
  it('finds whole words and phrases in canon order, paged', async () => {
    const first = (await get('/biblia/web/busca?q=Nicodemus&limit=2')).json();
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(first.resultados).toEqual([
      { livro: 'John', nomeLivro: 'John', capitulo: 3, versiculo: 1, texto: expect.stringContaining('Nicodemus') },
      { livro: 'John', nomeLivro: 'John', capitulo: 3, versiculo: 4, texto: expect.stringContaining('Nicodemus') },
    ]);
    const last = (await get('/biblia/web/busca?q=nicodemus&limit=2&page=3')).json();
    expect(last.resultados).toEqual([expect.objectContaining({ livro: 'John', capitulo: 19, versiculo: 39 })]);
    expect((await get('/biblia/web/busca?q=nicodemus&page=4&limit=2')).json()).toEqual({ resultados: [], total: 5, page: 4, limit: 2 });

    const phrase = (await get('/biblia/web/busca?q=' + encodeURIComponent('so  LOVED the world'))).json();
    expect(phrase.resultados).toEqual([expect.objectContaining({ livro: 'John', capitulo: 3, versiculo: 16 })]);
    const words = (await get('/biblia/web/busca?q=beloved&limit=50')).json();
    const love = (await get('/biblia/web/busca?q=love&limit=50')).json();
    expect(love.resultados.some((found: { texto: string }) => /\bbeloved\b/i.test(found.texto) && !/\blove\b/i.test(found.texto))).toBe(false);
    expect(words.total).toBeGreaterThan(0);
  });

  it('ignores accents and case in each translation', async () => {
    const almeida = (await get('/biblia/alm1911/busca?q=coracao&limit=1')).json();
    expect(almeida.total).toBeGreaterThan(100);
    expect(almeida.resultados[0].texto).toContain('coração');
    const reina = (await get('/biblia/rv1909/busca?q=jesus%20respondio&limit=1')).json();
    expect(reina.resultados[0]).toMatchObject({ livro: 'John', nomeLivro: 'Juan', capitulo: 6, versiculo: 43, texto: expect.stringMatching(/Jesús/) });
    expect(reina.resultados[0].texto.toLowerCase()).toMatch(/respondi[óo]/);
  }, 120_000); // builds the ALM1911's search index

  it('finds nothing for words that are not there, and treats regular-expression characters as text', async () => {
    expect((await get('/biblia/web/busca?q=xylophone')).json()).toEqual({ resultados: [], total: 0, page: 1, limit: 10 });
    const regex = await get('/biblia/web/busca?q=' + encodeURIComponent('.* (a|b)'));
    expect(regex.statusCode).toBe(200);
    expect(regex.json().total).toBe(0);
  });

  it('answers 400 naming the query when it is missing, too short, too long or has nothing to find', async () => {
    const cases: [string, string][] = [
      ['/biblia/web/busca', 'query.q'],
      ['/biblia/web/busca?q=a', 'query.q'],
      ['/biblia/web/busca?q=!!', 'query.q'],
      [`/biblia/web/busca?q=${'a'.repeat(101)}`, 'query.q'],
      ['/biblia/web/busca?q=love&limit=51', 'query.limit'],
      ['/biblia/web/busca?q=love&page=0', 'query.page'],
      ['/biblia/xx/busca?q=love', 'params.versao'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors, url).toEqual([expect.objectContaining({ field })]);
    }
  });
});
