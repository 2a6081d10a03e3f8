import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';
const VIDA = 'iglesia-vida-madrid';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

describe('GET /igreja/{slug}/configuracao-estudo', () => {
  it('says whether the studies are public', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/configuracao-estudo`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { flagConteudoPublico: true } });
  });

  it('reads each church’s own configuration: esperanca keeps its studies for members', async () => {
    expect((await get(`/api/v1/igreja/${ESPERANCA}/configuracao-estudo`)).json()).toEqual({ data: { flagConteudoPublico: false } });
    expect((await get(`/api/v1/igreja/${GRACE}/configuracao-estudo`)).json()).toEqual({ data: { flagConteudoPublico: true } });
  });

  it('answers 404 for an unknown church', async () => {
    expect((await get('/api/v1/igreja/nowhere/configuracao-estudo')).statusCode).toBe(404);
  });
});

describe('GET /igreja/{slug}/estudo/', () => {
  it('pages the studies newest first, without their content', async () => {
    const first = (await get(`/api/v1/igreja/${GRACE}/estudo/`)).json();
    expect(first).toMatchObject({ total: 11, page: 1, limit: 10 });
    expect(first.estudos).toHaveLength(10);
    expect(first.estudos[0]).toEqual({
      id: expect.any(Number),
      titulo: 'The vine and the branches',
      passagemBiblica: 'John 15:1-17',
      resumo: expect.any(String),
      dataEstudo: '2026-11-04',
    });
    const second = (await get(`/api/v1/igreja/${GRACE}/estudo/?page=2&limit=10`)).json();
    expect(second.estudos.map((study: { titulo: string }) => study.titulo)).toEqual(['The Beatitudes']);
  });

  it('keeps each church to its own studies', async () => {
    const body = (await get(`/api/v1/igreja/${VIDA}/estudo/?limit=50`)).json();
    expect(body.total).toBe(2);
    expect(body.estudos[0].titulo).toBe('La vid verdadera');
  });

  it('names a bad limit', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/estudo/?limit=abc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
  });
});

describe('GET /igreja/{slug}/estudo/{id}', () => {
  it('returns the study with its questions, and 404 for another church’s', async () => {
    const [first] = (await get(`/api/v1/igreja/${GRACE}/estudo/`)).json().estudos;
    const response = await get(`/api/v1/igreja/${GRACE}/estudo/${first.id}`);
    expect(response.statusCode).toBe(200);
    const { estudo } = response.json();
    expect(estudo).toMatchObject({ id: first.id, titulo: 'The vine and the branches', passagemBiblica: 'John 15:1-17' });
    expect(estudo.perguntas).toHaveLength(3);
    expect(estudo.conteudo).toContain('<strong>John 15:1-17</strong>');

    expect((await get(`/api/v1/igreja/${VIDA}/estudo/${first.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 naming a malformed one', async () => {
    expect((await get(`/api/v1/igreja/${GRACE}/estudo/999999`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/igreja/${GRACE}/estudo/first`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});
