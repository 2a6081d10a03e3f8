import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

describe('GET /igreja/{slug}/publicacao-tipo/', () => {
  it('lists the church’s types with their publication counts', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/publicacao-tipo/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(body.publicacaoTipos).toEqual([
      expect.objectContaining({ slug: 'articles', nome: 'Articles', totalPublicacoes: 6 }),
      expect.objectContaining({ slug: 'bulletins', nome: 'Weekly bulletins', totalPublicacoes: 6 }),
    ]);
  });

  it('keeps each church to its own types', async () => {
    const body = (await get(`/api/v1/igreja/${ESPERANCA}/publicacao-tipo/`)).json();
    expect(body.publicacaoTipos.map((type: { slug: string }) => type.slug)).toEqual(['artigos', 'boletins']);
  });

  it('answers 404 for an unknown church and 400 naming a bad page', async () => {
    expect((await get('/api/v1/igreja/nowhere/publicacao-tipo/')).statusCode).toBe(404);
    const bad = await get(`/api/v1/igreja/${GRACE}/publicacao-tipo/?page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
  });
});

describe('GET /igreja/{slug}/publicacao/', () => {
  it('pages the publications newest first', async () => {
    const first = (await get(`/api/v1/igreja/${GRACE}/publicacao/`)).json();
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.publicacoes).toHaveLength(10);
    const dates = first.publicacoes.map((item: { dataPublicacao: string }) => item.dataPublicacao);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.publicacoes[0]).toMatchObject({
      slug: 'bulletin-2026-11-01',
      tipo: { slug: 'bulletins', nome: 'Weekly bulletins' },
      imagem: { largura: 1200, altura: 630 },
      arquivo: { url: '/demo/publications/grace-bulletin.pdf' },
    });
    expect(first.publicacoes[0]).not.toHaveProperty('conteudo');

    const second = (await get(`/api/v1/igreja/${GRACE}/publicacao/?page=2`)).json();
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.publicacoes).toHaveLength(2);
    const slugs = new Set([...first.publicacoes, ...second.publicacoes].map((item: { slug: string }) => item.slug));
    expect(slugs.size).toBe(12);
  });

  it('filters by type, and an unknown type is an empty list', async () => {
    const articles = (await get(`/api/v1/igreja/${GRACE}/publicacao/?tipo=articles&limit=50`)).json();
    expect(articles.total).toBe(6);
    expect(articles.publicacoes.every((item: { tipo: { slug: string } }) => item.tipo.slug === 'articles')).toBe(true);
    expect((await get(`/api/v1/igreja/${GRACE}/publicacao/?tipo=boletins`)).json()).toMatchObject({ total: 0, publicacoes: [] });
  });

  it('names the field of a bad limit or type', async () => {
    const tooMany = await get(`/api/v1/igreja/${GRACE}/publicacao/?limit=51`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
    const badType = await get(`/api/v1/igreja/${GRACE}/publicacao/?tipo=Not%20A%20Slug`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toEqual([expect.objectContaining({ field: 'query.tipo' })]);
  });
});

describe('GET /igreja/{slug}/publicacao/{publicacaoSlug}', () => {
  it('returns the publication with its rich text', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/publicacao/learning-to-lament`);
    expect(response.statusCode).toBe(200);
    const { publicacao } = response.json();
    expect(publicacao).toMatchObject({ titulo: 'Learning to lament', tipo: { slug: 'articles' }, arquivo: null });
    expect(publicacao.conteudo).toContain('<blockquote>');
  });

  it('answers 404 for another church’s publication and for an unknown slug', async () => {
    expect((await get(`/api/v1/igreja/${ESPERANCA}/publicacao/learning-to-lament`)).statusCode).toBe(404);
    const unknown = await get(`/api/v1/igreja/${GRACE}/publicacao/no-such-publication`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('names a malformed slug', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/publicacao/Not_Valid`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'params.publicacaoSlug' })]);
  });
});
