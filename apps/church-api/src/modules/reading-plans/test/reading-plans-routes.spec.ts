import { describe, expect, it } from 'vitest';
import { usuarioIgreja } from '../../account/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, HOSTS, login, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;
const SLUGS = { grace: 'grace-community-church', esperanca: 'igreja-esperanca-sao-paulo', vida: 'iglesia-vida-madrid' } as const;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

type Member = Awaited<ReturnType<typeof newMember>>;

interface Progress {
  uuid: string;
  plano: { uuid: string; nome: string; totalDias: number };
  dataInicio: string;
  dataConclusao: string | null;
  diasLidos: number[];
  diaAtual: number | null;
}

async function plansOf(code: keyof typeof SLUGS, token: string) {
  const response = await call(app(), { url: `/api/v1/igreja/${SLUGS[code]}/plano-leitura/`, token, headers: { host: HOSTS[code] } });
  expect(response.statusCode).toBe(200);
  return response.json().planos as { uuid: string; nome: string; descricao: string; totalDias: number }[];
}

async function planNamed(code: keyof typeof SLUGS, token: string, nome: string) {
  const plan = (await plansOf(code, token)).find((candidate) => candidate.nome === nome);
  if (!plan) throw new Error(`no plan ${nome}`);
  return plan;
}

function mine(member: Pick<Member, 'id' | 'igreja' | 'token'>, path = '', init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; payload?: object; igreja?: number } = {}) {
  return call(app(), {
    method: init.method ?? 'GET',
    url: `/api/v1/usuario/${member.id}/plano-leitura/${path}?igreja=${init.igreja ?? member.igreja}`,
    token: member.token,
    payload: init.payload,
  });
}

async function start(member: Member, plano: string): Promise<Progress> {
  const response = await mine(member, '', { method: 'POST', payload: { plano } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().inscricao as Progress;
}

describe('the church’s reading plans', () => {
  it('offers each church its own plans in its language, built from the Bible’s structure', async () => {
    const grace = await login(app(), 'member@grace.example');
    const esperanca = await login(app(), 'member@esperanca.example');
    const vida = await login(app(), 'member@vida.example');
    expect((await plansOf('grace', grace.token)).map(({ nome, totalDias }) => [nome, totalDias])).toEqual([
      ['The Gospels in 30 days', 30],
      ['Psalms and Proverbs in 31 days', 31],
      ['The New Testament in 90 days', 90],
      ['The Sermon on the Mount', 3],
    ]);
    expect((await plansOf('esperanca', esperanca.token)).map(({ nome }) => nome)).toContain('Os Evangelhos em 30 dias');
    expect((await plansOf('vida', vida.token)).map(({ nome }) => nome)).toContain('Salmos y Proverbios en 31 días');
    const paged = await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/plano-leitura/?page=2&limit=3`, token: grace.token });
    expect(paged.json()).toMatchObject({ total: 4, page: 2, limit: 3, planos: [{ nome: 'The Sermon on the Mount' }] });
  });

  it('gives a plan day by day, its books named in the church’s language', async () => {
    const grace = await login(app(), 'member@grace.example');
    const gospels = await planNamed('grace', grace.token, 'The Gospels in 30 days');
    const response = await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/plano-leitura/${gospels.uuid}`, token: grace.token });
    expect(response.statusCode).toBe(200);
    const { plano } = response.json();
    expect(plano.dias).toHaveLength(30);
    expect(plano.dias[0]).toEqual({ dia: 1, leituras: [{ livro: 'Matt', nomeLivro: 'Matthew', capituloInicial: 1, capituloFinal: 2 }] });
    const esperanca = await login(app(), 'member@esperanca.example');
    const evangelhos = await planNamed('esperanca', esperanca.token, 'Os Evangelhos em 30 dias');
    const dias = (await call(app(), { url: `/api/v1/igreja/${SLUGS.esperanca}/plano-leitura/${evangelhos.uuid}`, token: esperanca.token })).json().plano.dias;
    expect(dias.at(-1).leituras).toEqual([{ livro: 'John', nomeLivro: 'João', capituloInicial: 19, capituloFinal: 21 }]);
  });

  it('needs a signed-in member of the church, and keeps each church’s plans to it', async () => {
    const visitor = await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/plano-leitura/` });
    expect(visitor.statusCode).toBe(401);
    const vida = await login(app(), 'member@vida.example');
    expect((await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/plano-leitura/`, token: vida.token })).statusCode).toBe(403);
    const grace = await login(app(), 'member@grace.example');
    const gospels = await planNamed('grace', grace.token, 'The Gospels in 30 days');
    expect((await call(app(), { url: `/api/v1/igreja/${SLUGS.vida}/plano-leitura/${gospels.uuid}`, token: vida.token })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/plano-leitura/${UNKNOWN_UUID}`, token: grace.token })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/v1/igreja/nowhere/plano-leitura/`, token: grace.token })).statusCode).toBe(404);
  });
});

describe('a member following a plan', () => {
  it('starts a plan, marks days read, completes it with the last day, unmarks, resets and deletes it', async () => {
    const member = await newMember(app(), 'grace');
    const sermon = await planNamed('grace', member.token, 'The Sermon on the Mount');
    const started = await start(member, sermon.uuid);
    expect(started).toMatchObject({ plano: { uuid: sermon.uuid, totalDias: 3 }, diasLidos: [], diaAtual: 1, dataConclusao: null });
    const again = await mine(member, '', { method: 'POST', payload: { plano: sermon.uuid } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PLANO_LEITURA_JA_INICIADO');

    const day = (dia: number, lido = true) => mine(member, `${started.uuid}/dia/${dia}`, { method: 'PUT', payload: { lido } });
    expect((await day(1)).json().inscricao).toMatchObject({ diasLidos: [1], diaAtual: 2, dataConclusao: null });
    expect((await day(1)).json().inscricao.diasLidos).toEqual([1]);
    expect((await day(3)).json().inscricao).toMatchObject({ diasLidos: [1, 3], diaAtual: 2, dataConclusao: null });
    const completed = (await day(2)).json().inscricao as Progress;
    expect(completed).toMatchObject({ diasLidos: [1, 2, 3], diaAtual: null, dataConclusao: expect.any(String) });
    const listed = (await mine(member)).json().inscricoes as Progress[];
    expect(listed).toEqual([expect.objectContaining({ uuid: started.uuid, dataConclusao: completed.dataConclusao })]);
    expect((await day(4)).statusCode).toBe(404);

    expect((await day(2, false)).json().inscricao).toMatchObject({ diasLidos: [1, 3], diaAtual: 2, dataConclusao: null });
    const reset = await mine(member, `${started.uuid}/reiniciar`, { method: 'POST' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().inscricao).toMatchObject({ diasLidos: [], diaAtual: 1, dataConclusao: null });
    expect(Date.parse(reset.json().inscricao.dataInicio)).toBeGreaterThanOrEqual(Date.parse(started.dataInicio));

    expect((await mine(member, started.uuid, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await mine(member, started.uuid)).statusCode).toBe(404);
    expect((await mine(member, started.uuid, { method: 'DELETE' })).statusCode).toBe(404);
    expect((await mine(member)).json().inscricoes).toEqual([]);
    // Deleted, the plan may be started afresh.
    expect((await start(member, sermon.uuid)).diasLidos).toEqual([]);
  });

  it('counts both of two last days marked at once, and completes the plan', async () => {
    const member = await newMember(app(), 'grace');
    const sermon = await planNamed('grace', member.token, 'The Sermon on the Mount');
    const started = await start(member, sermon.uuid);
    await mine(member, `${started.uuid}/dia/1`, { method: 'PUT', payload: { lido: true } });
    await Promise.all([2, 3].map((dia) => mine(member, `${started.uuid}/dia/${dia}`, { method: 'PUT', payload: { lido: true } })));
    expect((await mine(member, started.uuid)).json().inscricao).toMatchObject({ diasLidos: [1, 2, 3], diaAtual: null, dataConclusao: expect.any(String) });
  });

  it('never lets a member read or change another member’s progress', async () => {
    const owner = await newMember(app(), 'grace');
    const other = await newMember(app(), 'grace');
    const gospels = await planNamed('grace', owner.token, 'The Gospels in 30 days');
    const progress = await start(owner, gospels.uuid);
    await mine(owner, `${progress.uuid}/dia/1`, { method: 'PUT', payload: { lido: true } });

    // With the other's own id in the path, the owner's progress is not found.
    const asOther = { ...other };
    expect((await mine(asOther, progress.uuid)).statusCode).toBe(404);
    expect((await mine(asOther, `${progress.uuid}/dia/2`, { method: 'PUT', payload: { lido: true } })).statusCode).toBe(404);
    expect((await mine(asOther, `${progress.uuid}/reiniciar`, { method: 'POST' })).statusCode).toBe(404);
    expect((await mine(asOther, progress.uuid, { method: 'DELETE' })).statusCode).toBe(404);
    expect((await mine(asOther)).json().inscricoes).toEqual([]);
    // With the owner's id in the path and the other's token: forbidden.
    const impostor = { id: owner.id, igreja: owner.igreja, token: other.token };
    for (const [path, init] of [
      ['', {}],
      [progress.uuid, {}],
      [`${progress.uuid}/dia/2`, { method: 'PUT', payload: { lido: true } }],
      [`${progress.uuid}/reiniciar`, { method: 'POST' }],
      [progress.uuid, { method: 'DELETE' }],
      ['', { method: 'POST', payload: { plano: gospels.uuid } }],
    ] as const) {
      expect((await mine(impostor, path, init as never)).statusCode, `${path} ${JSON.stringify(init)}`).toBe(403);
    }
    // Without a token: 401.
    expect((await mine({ ...owner, token: '' }, progress.uuid)).statusCode).toBe(401);
    // The owner's progress is as it was.
    expect((await mine(owner, progress.uuid)).json().inscricao).toMatchObject({ diasLidos: [1], diaAtual: 2 });
  });

  it('keeps progress to the church it was made at, even for a member of two churches', async () => {
    const member = await newMember(app(), 'grace');
    const esperanca = await churchId(app(), 'esperanca');
    await testApp().database.handle.db.insert(usuarioIgreja).values({ usuarioId: member.id, igrejaId: esperanca });
    const gospels = await planNamed('grace', member.token, 'The Gospels in 30 days');
    const progress = await start(member, gospels.uuid);
    // At esperanca, grace's plan cannot be started, and grace's progress is not there.
    const elsewhere = await mine(member, '', { method: 'POST', payload: { plano: gospels.uuid }, igreja: esperanca });
    expect(elsewhere.statusCode).toBe(404);
    expect((await mine(member, progress.uuid, { igreja: esperanca })).statusCode).toBe(404);
    expect((await mine(member, `${progress.uuid}/dia/1`, { method: 'PUT', payload: { lido: true }, igreja: esperanca })).statusCode).toBe(404);
    expect((await mine(member, progress.uuid, { method: 'DELETE', igreja: esperanca })).statusCode).toBe(404);
    expect((await mine(member, '', { igreja: esperanca })).json().inscricoes).toEqual([]);
    expect((await mine(member)).json().inscricoes).toHaveLength(1);
    // A church the member does not belong to: forbidden.
    const vida = await churchId(app(), 'vida');
    expect((await mine(member, '', { igreja: vida })).statusCode).toBe(403);
  });

  it('refuses malformed, oversized and unknown values with a 4xx naming the field', async () => {
    const member = await newMember(app(), 'grace');
    const sermon = await planNamed('grace', member.token, 'The Sermon on the Mount');
    const progress = await start(member, sermon.uuid);
    const cases: [string, Parameters<typeof mine>[2], number, string | null][] = [
      ['', { method: 'POST', payload: { plano: 'not-a-uuid' } }, 400, 'body.plano'],
      ['', { method: 'POST', payload: { plano: `${sermon.uuid}0` } }, 400, 'body.plano'],
      ['', { method: 'POST', payload: {} }, 400, 'body.plano'],
      ['', { method: 'POST', payload: { plano: sermon.uuid, extra: 1 } }, 400, 'body.extra'],
      ['', { method: 'POST', payload: { plano: UNKNOWN_UUID } }, 404, null],
      ['not-a-uuid', {}, 400, 'params.inscricao'],
      [UNKNOWN_UUID, {}, 404, null],
      [`${progress.uuid}/dia/0`, { method: 'PUT', payload: { lido: true } }, 400, 'params.dia'],
      [`${progress.uuid}/dia/367`, { method: 'PUT', payload: { lido: true } }, 400, 'params.dia'],
      [`${progress.uuid}/dia/2147483648`, { method: 'PUT', payload: { lido: true } }, 400, 'params.dia'],
      [`${progress.uuid}/dia/1`, { method: 'PUT', payload: { lido: 'yes' } }, 400, 'body.lido'],
      [`${progress.uuid}/dia/1`, { method: 'PUT', payload: {} }, 400, 'body.lido'],
      [`${progress.uuid}/dia/4`, { method: 'PUT', payload: { lido: true } }, 404, null],
    ];
    for (const [path, init, status, field] of cases) {
      const response = await mine(member, path, init);
      expect(response.statusCode, `${path} ${JSON.stringify(init)}`).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      if (field) expect(response.json().errors, path).toEqual([expect.objectContaining({ field })]);
    }
    const badChurch = await call(app(), { url: `/api/v1/usuario/${member.id}/plano-leitura/?igreja=2147483648`, token: member.token });
    expect(badChurch.statusCode).toBe(400);
    expect((await call(app(), { url: `/api/v1/usuario/${member.id}/plano-leitura/?igreja=2147483647`, token: member.token })).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/plano-leitura/?limit=51`, token: member.token })).statusCode).toBe(400);
    // Nothing was changed by the refused requests.
    expect((await mine(member, progress.uuid)).json().inscricao.diasLidos).toEqual([]);
  });
});
