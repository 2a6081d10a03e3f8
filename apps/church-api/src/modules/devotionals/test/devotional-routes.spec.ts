import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devocional } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

interface Resumo {
  id: number;
  titulo: string;
  data: string;
}

describe('GET /igreja/{slug}/devocional/', () => {
  it('pages the published devotionals, newest first, without their text', async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/devocional/`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { devocionais: Resumo[]; total: number; page: number; limit: number };
    expect(body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(body.devocionais).toHaveLength(10);
    expect(body.devocionais[0]).toMatchObject({
      titulo: 'New Mercies Every Morning',
      referenciaBiblica: 'Lamentations 3:22-23',
      autor: 'Pastor David Miller',
      imagem: { url: '/demo/devotionals/sunrise-1.svg', largura: 800, altura: 450 },
    });
    expect(body.devocionais[0]).not.toHaveProperty('texto');
    const dates = body.devocionais.map((d) => d.data);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.devocionais.some((d) => d.titulo.startsWith('Draft'))).toBe(false);

    const second = (await get(`/api/v1/igreja/${GRACE}/devocional/?page=2`)).json();
    expect(second).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.devocionais).toHaveLength(2);
    const third = (await get(`/api/v1/igreja/${GRACE}/devocional/?page=3&limit=5`)).json();
    expect(third.devocionais).toHaveLength(2);
    expect((await get(`/api/v1/igreja/${GRACE}/devocional/?page=9`)).json().devocionais).toEqual([]);
  });

  it("lists only the church's own devotionals", async () => {
    const body = (await get(`/api/v1/igreja/${ESPERANCA}/devocional/`)).json();
    expect(body.total).toBe(6);
    expect(body.devocionais[0].titulo).toBe('Misericórdias que se renovam');
  });

  it('names bad paging and 404s an unknown church', async () => {
    const big = await get(`/api/v1/igreja/${GRACE}/devocional/?limit=51`);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
    const zero = await get(`/api/v1/igreja/${GRACE}/devocional/?page=0`);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
    expect((await get('/api/v1/igreja/no-such-church/devocional/')).statusCode).toBe(404);
  });
});

describe('GET /igreja/{slug}/devocional/{id}', () => {
  async function idOf(slug: string, titulo: string): Promise<number> {
    const body = (await get(`/api/v1/igreja/${slug}/devocional/?limit=50`)).json() as { devocionais: Resumo[] };
    const found = body.devocionais.find((d) => d.titulo === titulo);
    if (!found) throw new Error(`no devotional ${titulo}`);
    return found.id;
  }

  it('returns the devotional with its text as the staff stored it', async () => {
    const id = await idOf(GRACE, 'Guarding Our Hearts and Minds');
    const response = await get(`/api/v1/igreja/${GRACE}/devocional/${id}`);
    expect(response.statusCode).toBe(200);
    const { devocional } = response.json();
    expect(devocional).toMatchObject({ id, referenciaBiblica: 'Philippians 4:6-7', autor: 'Pastor David Miller' });
    // Sanitising is the renderer's job: the API hands back what was stored, script included.
    expect(devocional.texto).toContain('<script>');
    expect(devocional.texto).toContain('onerror=');
  });

  it("404s another church's devotional, a draft and an unknown id; 400s a malformed id", async () => {
    const theirs = await idOf(ESPERANCA, 'Vinde a mim');
    const other = await get(`/api/v1/igreja/${GRACE}/devocional/${theirs}`);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect((await get(`/api/v1/igreja/${ESPERANCA}/devocional/${theirs}`)).statusCode).toBe(200);

    const [draft] = await testApp()
      .database.handle.db.select({ id: devocional.id })
      .from(devocional)
      .where(eq(devocional.titulo, 'Draft: Advent reading plan'));
    expect((await get(`/api/v1/igreja/${GRACE}/devocional/${draft?.id}`)).statusCode).toBe(404);

    expect((await get(`/api/v1/igreja/${GRACE}/devocional/999999`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/igreja/${GRACE}/devocional/abc`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});
