import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ministerio, ministerioProjeto } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';

const testApp = setupTestApp();
const GRACE = 'grace-community-church';
const ESPERANCA = 'igreja-esperanca-sao-paulo';

async function get(url: string) {
  return testApp().app.inject({ method: 'GET', url });
}

interface Resumo {
  id: number;
  nome: string;
}

async function ministryId(slug: string, nome: string): Promise<number> {
  const body = (await get(`/api/v1/igreja/${slug}/ministerio/?limit=50`)).json() as { ministerios: Resumo[] };
  const found = body.ministerios.find((m) => m.nome === nome);
  if (!found) throw new Error(`no ministry ${nome}`);
  return found.id;
}

describe('GET /igreja/{slug}/ministerio/', () => {
  it("pages the published ministries in the church's order", async () => {
    const response = await get(`/api/v1/igreja/${GRACE}/ministerio/?limit=4`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 6, page: 1, limit: 4 });
    expect(body.ministerios.map((m: Resumo) => m.nome)).toEqual([
      'Worship Ministry',
      'Kids Ministry',
      'Compassion and Mercy',
      'Global Missions',
    ]);
    expect(body.ministerios[0]).toMatchObject({ lider: 'Rachel Adams', imagem: { url: '/demo/ministries/music-1.svg' } });
    expect(body.ministerios[0]).not.toHaveProperty('projetos');
    const second = (await get(`/api/v1/igreja/${GRACE}/ministerio/?limit=4&page=2`)).json();
    expect(second.ministerios.map((m: Resumo) => m.nome)).toEqual(['Youth Ministry', 'Prayer Ministry']);
  });

  it('names bad paging and 404s an unknown church', async () => {
    const bad = await get(`/api/v1/igreja/${GRACE}/ministerio/?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
    expect((await get('/api/v1/igreja/no-such-church/ministerio/')).statusCode).toBe(404);
  });
});

describe('GET /igreja/{slug}/ministerio/{id}', () => {
  it('returns the ministry with its published projects', async () => {
    const id = await ministryId(GRACE, 'Compassion and Mercy');
    const response = await get(`/api/v1/igreja/${GRACE}/ministerio/${id}`);
    expect(response.statusCode).toBe(200);
    const { ministerio: found } = response.json();
    expect(found).toMatchObject({ id, nome: 'Compassion and Mercy', lider: 'Marcus Williams', contato: '+1 617 555 0150' });
    expect(found.projetos.map((p: Resumo) => p.nome)).toEqual(['Weekly food pantry', 'Winter coat drive']);
    expect(found.projetos[0]).toMatchObject({ status: 'EM_ANDAMENTO', objetivo: 'Provide groceries to 80 families every Saturday morning.' });
  });

  it("404s another church's ministry, a draft and an unknown id", async () => {
    const theirs = await ministryId(ESPERANCA, 'Ação Social');
    expect((await get(`/api/v1/igreja/${GRACE}/ministerio/${theirs}`)).statusCode).toBe(404);
    const [draft] = await testApp()
      .database.handle.db.select({ id: ministerio.id })
      .from(ministerio)
      .where(eq(ministerio.nome, 'Draft ministry'));
    expect((await get(`/api/v1/igreja/${GRACE}/ministerio/${draft?.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/igreja/${GRACE}/ministerio/99999`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/igreja/${GRACE}/ministerio/x`);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});

describe('GET /igreja/{slug}/ministerio/{id}/projeto/{projetoId}', () => {
  it('returns the project with its ministry', async () => {
    const id = await ministryId(GRACE, 'Global Missions');
    const [project] = (await get(`/api/v1/igreja/${GRACE}/ministerio/${id}`)).json().ministerio.projetos as Resumo[];
    const response = await get(`/api/v1/igreja/${GRACE}/ministerio/${id}/projeto/${project?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().projeto).toMatchObject({
      id: project?.id,
      nome: 'Kisumu school classrooms',
      idMinisterio: id,
      nomeMinisterio: 'Global Missions',
      status: 'EM_ANDAMENTO',
      imagem: { url: '/demo/ministries/house-7.svg' },
    });
    expect(response.json().projeto.descricao).toContain('Missions Sunday');
  });

  it("404s a project under another ministry, of another church, or a draft", async () => {
    const missions = await ministryId(GRACE, 'Global Missions');
    const worship = await ministryId(GRACE, 'Worship Ministry');
    const [project] = (await get(`/api/v1/igreja/${GRACE}/ministerio/${missions}`)).json().ministerio.projetos as Resumo[];
    expect((await get(`/api/v1/igreja/${GRACE}/ministerio/${worship}/projeto/${project?.id}`)).statusCode).toBe(404);

    const social = await ministryId(ESPERANCA, 'Ação Social');
    const [theirs] = (await get(`/api/v1/igreja/${ESPERANCA}/ministerio/${social}`)).json().ministerio.projetos as Resumo[];
    expect((await get(`/api/v1/igreja/${ESPERANCA}/ministerio/${social}/projeto/${theirs?.id}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/igreja/${GRACE}/ministerio/${social}/projeto/${theirs?.id}`)).statusCode).toBe(404);

    const mercy = await ministryId(GRACE, 'Compassion and Mercy');
    const [draft] = await testApp()
      .database.handle.db.select({ id: ministerioProjeto.id })
      .from(ministerioProjeto)
      .where(eq(ministerioProjeto.nome, 'Draft project'));
    expect((await get(`/api/v1/igreja/${GRACE}/ministerio/${mercy}/projeto/${draft?.id}`)).statusCode).toBe(404);
    const malformed = await get(`/api/v1/igreja/${GRACE}/ministerio/${mercy}/projeto/-1`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ field: 'params.projetoId' })]);
  });
});
