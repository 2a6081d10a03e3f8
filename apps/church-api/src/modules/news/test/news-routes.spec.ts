import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticia } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const VIDA = 'iglesia-vida-madrid';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

interface Resumo {
  id: number;
  titulo: string;
  resumo: string;
  dataPublicacao: string;
  imagem?: { url: string };
}

describe('GET /igreja/{slug}/noticia/', () => {
  it('pages the published news, newest first, without their body', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/noticia/?limit=5`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { noticias: Resumo[]; total: number; page: number; limit: number };
    expect(body).toMatchObject({ total: 12, page: 1, limit: 5 });
    expect(body.noticias).toHaveLength(5);
    expect(body.noticias[0]).toMatchObject({
      titulo: 'Christmas Eve services: times announced',
      resumo: 'Three candlelight services on December 24, with a family service at 4 p.m.',
      imagem: { url: '/demo/news/music-3.svg', largura: 800, altura: 450 },
    });
    expect(body.noticias[0]).not.toHaveProperty('texto');
    const dates = body.noticias.map((n) => Date.parse(n.dataPublicacao));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // An item without an image leaves the field out.
    const all = (await get(`/api/v1/igreja/${GRACE}/noticia/?limit=50`)).json() as { noticias: Resumo[] };
    expect(all.noticias).toHaveLength(12);
    expect(all.noticias.find((n) => n.titulo === 'Sign-ups open for winter small groups')).not.toHaveProperty('imagem');
    expect(all.noticias.some((n) => n.titulo.startsWith('Draft'))).toBe(false);
    expect((await get(`/api/v1/igreja/${GRACE}/noticia/?page=3&limit=5`)).json().noticias).toHaveLength(2);
  });

  it("serves vida its own news in Spanish", async () => {
    const body = (await get(`/api/v1/igreja/${VIDA}/noticia/`)).json();
    expect(body.total).toBe(6);
    expect(body.noticias[0].titulo).toBe('Concierto de Navidad en Lavapiés');
  });

  it('names bad paging and 404s an unknown church', async () => {
    const bad = await get(`/api/v1/igreja/${GRACE}/noticia/?page=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
    expect((await get('/api/v1/igreja/no-such-church/noticia/')).statusCode).toBe(404);
  });
});

describe('GET /igreja/{slug}/noticia/{id}', () => {
  it('returns the news item with its body', async () => {
    const [first] = (await get(`/api/v1/igreja/${GRACE}/noticia/`)).json().noticias as Resumo[];
    const response = await get(`/api/v1/igreja/${GRACE}/noticia/${first?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().noticia).toMatchObject({ id: first?.id, titulo: first?.titulo });
    expect(response.json().noticia.texto).toContain('<strong>three Christmas Eve services</strong>');
  });

  it("404s another church's item, a draft and an unknown id; 400s a malformed id", async () => {
    const [theirs] = (await get(`/api/v1/igreja/${VIDA}/noticia/`)).json().noticias as Resumo[];
    expect((await get(`/api/v1/igreja/${GRACE}/noticia/${theirs?.id}`)).statusCode).toBe(404);
    const [draft] = await testApp()
      .database.handle.db.select({ id: noticia.id })
      .from(noticia)
      .where(eq(noticia.titulo, 'Draft: staff changes'));
    expect((await get(`/api/v1/igreja/${GRACE}/noticia/${draft?.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/igreja/${GRACE}/noticia/424242`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/igreja/${GRACE}/noticia/0`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});
