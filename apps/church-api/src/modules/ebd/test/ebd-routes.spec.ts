import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

describe('GET /igreja/{slug}/ebd/', () => {
  it("pages the published classes in the church's order", async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/ebd/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, limit: 10 });
    expect(body.ebds[0]).toEqual({
      id: expect.any(Number),
      slug: 'little-lambs',
      nome: 'Little Lambs',
      faixaEtaria: 'Ages 3 to 5',
      professor: 'Emily Johnson',
      sala: 'Room 101',
      horario: '09:00',
      imagem: { url: '/demo/ebd/blocks-1.svg', largura: 800, altura: 450 },
    });
    expect((await get(`/api/v1/igreja/${GRACE}/ebd/?page=2&limit=3`)).json().ebds).toHaveLength(2);
  });

  it('names bad paging and 404s an unknown church', async () => {
    const bad = await get(`/api/v1/igreja/${GRACE}/ebd/?limit=100`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
    expect((await get('/api/v1/igreja/no-such-church/ebd/')).statusCode).toBe(404);
  });
});

describe('GET /igreja/{slug}/ebd/{ebdSlug}', () => {
  it('returns the class with its lessons, one a Sunday', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/ebd/foundations`);
    expect(response.statusCode).toBe(200);
    const { ebd } = response.json();
    expect(ebd).toMatchObject({ slug: 'foundations', nome: 'Foundations', horario: '10:15', sala: 'Fellowship Hall' });
    expect(ebd.descricao).toContain('twelve-week course');
    expect(ebd.licoes).toHaveLength(5);
    expect(ebd.licoes[0]).toMatchObject({ titulo: 'Can we trust the Bible?', referenciaBiblica: '2 Timothy 3:14-17' });
    for (const lesson of ebd.licoes) expect(DateTime.fromISO(lesson.data).weekday).toBe(7);
    const dates = ebd.licoes.map((lesson: { data: string }) => lesson.data);
    expect(dates).toEqual([...dates].sort());
  });

  it('finds a class by its id too, for notifications that name it by id', async () => {
    const { ebds } = (await get(`/api/v1/igreja/${GRACE}/ebd/`)).json() as { ebds: { id: number; slug: string }[] };
    const foundations = ebds.find((item) => item.slug === 'foundations');
    const response = await get(`/api/v1/igreja/${GRACE}/ebd/${foundations?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().ebd).toMatchObject({ slug: 'foundations', id: foundations?.id });
    const theirs = (await get(`/api/v1/igreja/${ESPERANCA}/ebd/cordeirinhos`)).json().ebd.id as number;
    expect((await get(`/api/v1/igreja/${GRACE}/ebd/${theirs}`)).statusCode).toBe(404);
  });

  it("404s another church's class and an unknown slug; 400s a malformed slug", async () => {
    expect((await get(`/api/v1/igreja/${ESPERANCA}/ebd/cordeirinhos`)).statusCode).toBe(200);
    const other = await get(`/api/v1/igreja/${GRACE}/ebd/cordeirinhos`);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect((await get(`/api/v1/igreja/${GRACE}/ebd/no-such-class`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/igreja/${GRACE}/ebd/Not_A_Slug`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.ebdSlug' })]);
  });
});
