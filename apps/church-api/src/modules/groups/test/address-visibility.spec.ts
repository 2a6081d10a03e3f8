import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { usuarioIgreja } from '../../account/schema';
import { ESPERANCA_GROUPS } from '../demo/esperanca';
import { GRACE_GROUPS } from '../demo/grace';
import type { DemoGroup } from '../demo/groups-demo';
import { celulaConfiguracao, celulaSolicitacao, type VisibilidadeEndereco } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, HOSTS, login, newMember } from '../../../../test/helpers/account-helpers';

/**
 * Who reads a group's exact address, coordinates and leader's full name, per the church's setting
 * (`celula_configuracao.visibilidade_endereco`), on every read that returns a group: the list (which
 * the map and "nearest first" draw from), one group, and the member's own groups. Anyone else gets the
 * approximate area, and nothing in the answer's bytes is the exact place.
 */
const testApp = setupTestApp();
const SLUGS = { grace: 'grace-community-church', esperanca: 'igreja-esperanca-sao-paulo' } as const;
type Code = keyof typeof SLUGS;

/** The demo accounts' names (the account module's demo data): the leaders and responsible of the demo groups. */
const NAMES = { grace: { member: 'Emily Carter', staff: 'Daniel Brooks' }, esperanca: { member: 'Mariana Souza', staff: 'Paulo Ribeiro' } } as const;
const SHORT = { grace: { member: 'Emily C.', staff: 'Daniel B.' }, esperanca: { member: 'Mariana S.', staff: 'Paulo R.' } } as const;
const DEMO: Record<Code, DemoGroup[]> = { grace: GRACE_GROUPS.groups, esperanca: ESPERANCA_GROUPS.groups };

interface Answered {
  id: number;
  nome: string;
  endereco: string | null;
  bairro: string | null;
  cidade: string;
  latitude: number | null;
  longitude: number | null;
  areaAproximada?: { raioMetros: number | null; enderecoPara: string };
  lider?: { nome: string };
  responsavel?: { nome: string };
}

interface Reader {
  token?: string;
  host: string;
}

const VISITOR: Reader = { host: HOSTS.grace };

const read = (url: string, reader: Reader) => call(testApp().app, { url, token: reader.token, headers: { host: reader.host } });
const tokenOf = async (email: string) => (await login(testApp().app, email)).token;

async function listOf(code: Code, reader: Reader, own = false) {
  const response = await read(`/api/v1/igreja/${SLUGS[code]}/celula/${own ? '?usuario=1' : ''}`, reader);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, celulas: response.json().celulas as Answered[] };
}

async function detailOf(code: Code, id: number, reader: Reader) {
  const response = await read(`/api/v1/igreja/${SLUGS[code]}/celula/${id}`, reader);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, celula: response.json().celula as Answered };
}

const demoOf = (code: Code, nome: string): DemoGroup => {
  const group = DEMO[code].find((item) => item.nome === nome);
  if (!group) throw new Error(`no demo group ${nome}`);
  return group;
};

let ids: Record<string, number> = {};
const idOf = (nome: string) => {
  const id = ids[nome];
  if (id === undefined) throw new Error(`no group ${nome}`);
  return id;
};

async function setVisibility(code: Code, setting: VisibilidadeEndereco | null) {
  const db = testApp().database.handle.db;
  const igrejaId = await churchId(testApp().app, code);
  if (setting === null) await db.delete(celulaConfiguracao).where(eq(celulaConfiguracao.igrejaId, igrejaId));
  else await db.insert(celulaConfiguracao).values({ igrejaId, visibilidadeEndereco: setting }).onConflictDoUpdate({ target: celulaConfiguracao.igrejaId, set: { visibilidadeEndereco: setting } });
}

/** Great-circle metres. */
function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The group as stored: its exact address, coordinates and leader's (and responsible's) full names. */
function expectExact(code: Code, answered: Answered) {
  const demo = demoOf(code, answered.nome);
  expect(answered).not.toHaveProperty('areaAproximada');
  expect(answered.endereco).toBe(demo.endereco);
  expect(answered.latitude).toBe(demo.posicao?.latitude ?? null);
  expect(answered.longitude).toBe(demo.posicao?.longitude ?? null);
  expect(answered.lider).toEqual({ nome: NAMES[code][demo.lider] });
  if ('responsavel' in answered && demo.responsavel) expect(answered.responsavel).toEqual({ nome: NAMES[code][demo.responsavel] });
}

/** The approximate area: no street, the neighbourhood and city, a centre within the circle but never the place, short names. */
function expectApproximate(code: Code, answered: Answered, enderecoPara: 'membros' | 'participantes') {
  const demo = demoOf(code, answered.nome);
  expect(answered.endereco).toBeNull();
  expect(answered.bairro).toBe(demo.bairro);
  expect(answered.cidade).toBe(demo.cidade);
  expect(answered.lider).toEqual({ nome: SHORT[code][demo.lider] });
  if ('responsavel' in answered && demo.responsavel) expect(answered.responsavel).toEqual({ nome: SHORT[code][demo.responsavel] });
  if (demo.posicao) {
    expect(answered.areaAproximada).toEqual({ raioMetros: 1000, enderecoPara });
    const centre = { latitude: answered.latitude as number, longitude: answered.longitude as number };
    expect(centre.latitude).not.toBe(demo.posicao.latitude);
    expect(centre.longitude).not.toBe(demo.posicao.longitude);
    const off = metresBetween(centre, demo.posicao);
    expect(off).toBeGreaterThan(0);
    expect(off).toBeLessThanOrEqual(1000);
  } else {
    expect(answered.areaAproximada).toEqual({ raioMetros: null, enderecoPara });
    expect(answered.latitude).toBeNull();
  }
}

/** None of the bytes of the answer is the exact address or position of a group the reader may not see. */
function expectNothingExactOf(code: Code, body: string, hidden: readonly string[]) {
  for (const nome of hidden) {
    const demo = demoOf(code, nome);
    expect(body).not.toContain(demo.endereco);
    if (demo.posicao) {
      expect(body).not.toContain(String(demo.posicao.latitude));
      expect(body).not.toContain(String(demo.posicao.longitude));
    }
  }
}

const GRACE_NAMES = GRACE_GROUPS.groups.map((group) => group.nome);
/** The group the "accepted" reader was accepted to (a fresh account: it takes part in no other). */
const ACCEPTED_TO = 'Cambridge Young Adults';

type ReaderName = 'visitor' | 'member of grace' | 'accepted to the group' | "another church's member";
type Expectation = 'exact' | 'membros' | 'participantes';

/** Who reads `ACCEPTED_TO` exactly, per setting: the rest see the approximate area, saying who gets the address. */
const MATRIX: Record<VisibilidadeEndereco, Record<ReaderName, Expectation>> = {
  todos: { visitor: 'exact', 'member of grace': 'exact', 'accepted to the group': 'exact', "another church's member": 'exact' },
  membros: { visitor: 'membros', 'member of grace': 'exact', 'accepted to the group': 'exact', "another church's member": 'membros' },
  participantes: { visitor: 'participantes', 'member of grace': 'participantes', 'accepted to the group': 'exact', "another church's member": 'participantes' },
};

const readers = {} as Record<ReaderName, Reader>;

beforeAll(async () => {
  const { app, database } = testApp();
  const { celulas } = await listOf('grace', VISITOR);
  const esperanca = await listOf('esperanca', VISITOR);
  ids = Object.fromEntries([...celulas, ...esperanca.celulas].map((group) => [group.nome, group.id]));
  const member = await newMember(app, 'grace');
  const accepted = await newMember(app, 'grace');
  // The leader accepted the request (on the admin site): the account has no member row, only the accepted request.
  await database.handle.db.insert(celulaSolicitacao).values({ celulaId: idOf(ACCEPTED_TO), usuarioId: accepted.id, situacao: 'aceita' });
  readers.visitor = VISITOR;
  readers['member of grace'] = { token: member.token, host: HOSTS.grace };
  readers['accepted to the group'] = { token: accepted.token, host: HOSTS.grace };
  // An attacker with an account at another church, on that church's own host name, asking for grace's groups.
  readers["another church's member"] = { token: await tokenOf('member@esperanca.example'), host: HOSTS.esperanca };
});

describe.each(['todos', 'membros', 'participantes'] as const)("with the church's setting '%s'", (setting) => {
  it.each(Object.keys(MATRIX[setting]) as ReaderName[])('the list, the map and one group give the %s what the setting allows, nothing more', async (name) => {
    await setVisibility('grace', setting);
    const reader = readers[name];
    const expected = MATRIX[setting][name];
    const check = (answered: Answered) => (expected === 'exact' ? expectExact('grace', answered) : expectApproximate('grace', answered, expected));

    const list = await listOf('grace', reader);
    const target = list.celulas.find((group) => group.nome === ACCEPTED_TO);
    if (!target) throw new Error(`${ACCEPTED_TO} is not listed`);
    check(target);
    // The reader's other groups: exact under `todos`, and under `membros` for a member; never through another group's acceptance.
    const others = list.celulas.filter((group) => group.nome !== ACCEPTED_TO);
    const othersExpected: Expectation = setting === 'todos' || (setting === 'membros' && expected === 'exact') ? 'exact' : setting;
    for (const other of others) othersExpected === 'exact' ? expectExact('grace', other) : expectApproximate('grace', other, othersExpected);
    expectNothingExactOf('grace', list.body, [...(expected === 'exact' ? [] : [ACCEPTED_TO]), ...(othersExpected === 'exact' ? [] : others.map((group) => group.nome))]);
    if (expected !== 'exact' && othersExpected !== 'exact') {
      for (const surname of ['Carter', 'Brooks']) expect(list.body).not.toContain(surname);
    }

    const one = await detailOf('grace', idOf(ACCEPTED_TO), reader);
    check(one.celula);
    expect(one.celula.responsavel).toEqual({ nome: expected === 'exact' ? NAMES.grace.staff : SHORT.grace.staff });
    if (expected !== 'exact') {
      expectNothingExactOf('grace', one.body, [ACCEPTED_TO]);
      for (const surname of ['Carter', 'Brooks']) expect(one.body).not.toContain(surname);
    }
  });

  it("gives a member their own groups (usuario=1) exact, and the church's other groups as the setting says", async () => {
    await setVisibility('grace', setting);
    const member = { token: await tokenOf('member@grace.example'), host: HOSTS.grace };
    const own = await listOf('grace', member, true);
    expect(own.celulas.map((group) => group.nome)).toEqual(['Beacon Hill Couples', 'Cambridge Young Adults', 'South End Women']);
    for (const group of own.celulas) expectExact('grace', group);
    // The whole list: under `participantes`, the groups the member neither leads nor belongs to are approximate.
    const all = await listOf('grace', member);
    for (const group of all.celulas) {
      if (setting !== 'participantes' || own.celulas.some((mine) => mine.id === group.id)) expectExact('grace', group);
      else expectApproximate('grace', group, 'participantes');
    }
    // The church's staff read every group exactly.
    const staff = await listOf('grace', { token: await tokenOf('staff@grace.example'), host: HOSTS.grace });
    for (const group of staff.celulas) expectExact('grace', group);
  });
});

describe('without a setting of its own', () => {
  it('a church shares the exact address with its signed-in members only (`membros`)', async () => {
    await setVisibility('grace', null);
    const visitor = await listOf('grace', VISITOR);
    for (const group of visitor.celulas) expectApproximate('grace', group, 'membros');
    expectNothingExactOf('grace', visitor.body, GRACE_NAMES);
    const member = await listOf('grace', readers['member of grace'] as Reader);
    for (const group of member.celulas) expectExact('grace', group);
  });

  it("is what the demo grace has; the demo esperanca shares its addresses with each group's participants", async () => {
    const visitor = await listOf('esperanca', { host: HOSTS.esperanca });
    for (const group of visitor.celulas) expectApproximate('esperanca', group, 'participantes');
    const fresh = await newMember(testApp().app, 'esperanca');
    for (const group of (await listOf('esperanca', { token: fresh.token, host: HOSTS.esperanca })).celulas) expectApproximate('esperanca', group, 'participantes');
    // The demo member belongs to Liberdade and leads Jovens Pinheiros and Mulheres Bela Vista.
    const member = await listOf('esperanca', { token: await tokenOf('member@esperanca.example'), host: HOSTS.esperanca });
    const exact = ['Célula Liberdade', 'Célula Jovens Pinheiros', 'Célula Mulheres Bela Vista'];
    for (const group of member.celulas) exact.includes(group.nome) ? expectExact('esperanca', group) : expectApproximate('esperanca', group, 'participantes');
    expectNothingExactOf(
      'esperanca',
      member.body,
      member.celulas.map((group) => group.nome).filter((nome) => !exact.includes(nome)),
    );
  });
});

describe("an attacker's view", () => {
  it("another church's staff, on its own host name, gets grace's groups approximate", async () => {
    await setVisibility('grace', 'participantes');
    const esperancaStaff = { token: await tokenOf('staff@esperanca.example'), host: HOSTS.esperanca };
    const list = await listOf('grace', esperancaStaff);
    for (const group of list.celulas) expectApproximate('grace', group, 'participantes');
    expectNothingExactOf('grace', list.body, GRACE_NAMES);
    const own = await read(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=1`, esperancaStaff);
    expect(own.statusCode).toBe(403);
  });

  it("a group of grace asked through another church's address is not found, whoever asks, and says nothing of it", async () => {
    await setVisibility('grace', 'todos');
    await setVisibility('esperanca', 'todos');
    for (const reader of [VISITOR, readers['member of grace'] as Reader, readers["another church's member"] as Reader, { token: await tokenOf('staff@esperanca.example'), host: HOSTS.esperanca }]) {
      for (const nome of GRACE_NAMES) {
        const response = await read(`/api/v1/igreja/${SLUGS.esperanca}/celula/${idOf(nome)}`, reader);
        expect(response.statusCode).toBe(404);
        expectNothingExactOf('grace', response.body, [nome]);
      }
    }
    await setVisibility('esperanca', 'participantes');
  });

  it('an accepted request at another church opens nothing where the account is no member, nor does a pending or refused one', async () => {
    const { database } = testApp();
    const graceMember = await newMember(testApp().app, 'grace');
    // Written straight into the database: the API never lets a grace member ask to join esperanca's groups.
    await database.handle.db.insert(celulaSolicitacao).values({ celulaId: idOf('Célula Casais Vila Mariana'), usuarioId: graceMember.id, situacao: 'aceita' });
    const reader = { token: graceMember.token, host: HOSTS.esperanca };
    expectApproximate('esperanca', (await detailOf('esperanca', idOf('Célula Casais Vila Mariana'), reader)).celula, 'participantes');

    await setVisibility('grace', 'participantes');
    const waiting = await newMember(testApp().app, 'grace');
    const refused = await newMember(testApp().app, 'grace');
    await database.handle.db.insert(celulaSolicitacao).values([
      { celulaId: idOf('Jamaica Plain Families'), usuarioId: waiting.id, situacao: 'pendente' },
      { celulaId: idOf('Jamaica Plain Families'), usuarioId: refused.id, situacao: 'recusada' },
    ]);
    for (const account of [waiting, refused]) {
      const one = await detailOf('grace', idOf('Jamaica Plain Families'), { token: account.token, host: HOSTS.grace });
      expectApproximate('grace', one.celula, 'participantes');
      expectNothingExactOf('grace', one.body, ['Jamaica Plain Families']);
    }
  });

  it('a member who left the church (church account inactive) is a visitor again, even for the group that accepted them', async () => {
    const { database } = testApp();
    await setVisibility('grace', 'participantes');
    const leaving = await newMember(testApp().app, 'grace');
    await database.handle.db.insert(celulaSolicitacao).values({ celulaId: idOf('South End Women'), usuarioId: leaving.id, situacao: 'aceita' });
    const reader = { token: leaving.token, host: HOSTS.grace };
    expectExact('grace', (await detailOf('grace', idOf('South End Women'), reader)).celula);
    await database.handle.db.update(usuarioIgreja).set({ flagAtivo: false }).where(and(eq(usuarioIgreja.usuarioId, leaving.id), eq(usuarioIgreja.igrejaId, leaving.igreja)));
    expectApproximate('grace', (await detailOf('grace', idOf('South End Women'), reader)).celula, 'participantes');
    await setVisibility('grace', 'membros');
    const list = await listOf('grace', reader);
    for (const group of list.celulas) expectApproximate('grace', group, 'membros');
  });

  it('a forged or expired token is refused, not answered as a visitor or a member', async () => {
    await setVisibility('grace', 'membros');
    for (const url of [`/api/v1/igreja/${SLUGS.grace}/celula/`, `/api/v1/igreja/${SLUGS.grace}/celula/${idOf(ACCEPTED_TO)}`]) {
      const response = await read(url, { token: 'forged.token.value', host: HOSTS.grace });
      expect(response.statusCode).toBe(401);
      expectNothingExactOf('grace', response.body, GRACE_NAMES);
    }
  });

  it('keeps a reader’s exact answer out of shared caches: private, without an ETag; the visitor’s approximate one is public', async () => {
    await setVisibility('grace', 'membros');
    const member = await read(`/api/v1/igreja/${SLUGS.grace}/celula/`, readers['member of grace'] as Reader);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.etag).toBeUndefined();
    const visitor = await read(`/api/v1/igreja/${SLUGS.grace}/celula/`, VISITOR);
    expect(visitor.headers['cache-control']).toContain('public');
    expectNothingExactOf('grace', visitor.body, GRACE_NAMES);
  });

  it('a change of the setting is told at once, so that no rendered page or shared answer keeps the exact addresses', async () => {
    const grace = await churchId(testApp().app, 'grace');
    const heard: (number | null)[] = [];
    const stop = testApp().app.tenantCache.onChange((id) => heard.push(id));
    try {
      await testApp().database.handle.db.execute(sql`update celula_configuracao set visibilidade_endereco = 'participantes' where igreja_id = ${grace}`);
      await vi.waitFor(() => expect(heard).toContain(grace), { timeout: 2_000, interval: 20 });
    } finally {
      stop();
    }
  });
});
