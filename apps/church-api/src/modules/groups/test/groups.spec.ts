import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { celula, celulaConfiguracao, celulaSolicitacao } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, HOSTS, login, mailbox, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const SLUGS = { grace: 'grace-community-church', esperanca: 'igreja-esperanca-sao-paulo', vida: 'iglesia-vida-madrid' } as const;

interface Group {
  id: number;
  nome: string;
  latitude: number | null;
}

const get = (url: string, token?: string) => call(testApp().app, { url, token });

async function groupsOf(slug: string): Promise<Group[]> {
  const response = await get(`/api/v1/igreja/${slug}/celula/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().celulas as Group[];
}

async function groupNamed(slug: string, nome: string): Promise<Group> {
  const group = (await groupsOf(slug)).find((item) => item.nome === nome);
  if (!group) throw new Error(`no group ${nome}`);
  return group;
}

const tokenOf = async (email: string) => (await login(testApp().app, email)).token;

const HOST_OF: Record<string, string> = { [SLUGS.grace]: HOSTS.grace, [SLUGS.esperanca]: HOSTS.esperanca, [SLUGS.vida]: HOSTS.vida };

function askToJoin(slug: string, body: unknown, token?: string) {
  return call(testApp().app, { method: 'POST', url: `/api/v1/igreja/${slug}/solicitacao-celula/admissao`, payload: body as object, token, headers: { host: HOST_OF[slug] ?? HOSTS.grace } });
}

describe('GET /igreja/{slug}/celula/', () => {
  it("lists the church's active groups by day and time, those without coordinates too, and no Maps key by default", async () => {
    // A member of grace reads the exact addresses (grace's setting is the default; address-visibility.spec.ts has the rest).
    const response = await get(`/api/v1/igreja/${SLUGS.grace}/celula/`, await tokenOf('member@grace.example'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.configuracao).toEqual({ chaveGoogleMaps: null });
    expect(body.celulas.map((group: Group) => group.nome)).toEqual([
      'Early Risers (online)',
      'Beacon Hill Couples',
      'Cambridge Young Adults',
      'South End Women',
      'Jamaica Plain Families',
    ]);
    expect(body.celulas[0]).toMatchObject({ diaSemana: 1, horaInicio: '06:30', horaFim: '07:15', latitude: null, longitude: null, tipo: { nome: 'Men' } });
    expect(body.celulas[1]).toEqual({
      id: expect.any(Number),
      nome: 'Beacon Hill Couples',
      tipo: { id: expect.any(Number), nome: 'Couples' },
      diaSemana: 2,
      horaInicio: '19:30',
      horaFim: '21:00',
      tema: 'The Gospel of John',
      endereco: '24 Beacon Street',
      bairro: 'Beacon Hill',
      cidade: 'Boston',
      estado: 'MA',
      latitude: 42.3581,
      longitude: -71.0636,
      lider: { nome: 'Daniel Brooks' },
    });
  });

  it("keeps each church to its own groups, in its own language; a church without the module's groups lists none; an unknown church is 404", async () => {
    expect((await groupsOf(SLUGS.esperanca)).map((group) => group.nome)).toContain('Célula Liberdade');
    expect((await groupsOf(SLUGS.esperanca)).some((group) => group.nome.startsWith('Beacon'))).toBe(false);
    expect(await groupsOf(SLUGS.vida)).toEqual([]);
    expect((await get('/api/v1/igreja/nowhere/celula/')).statusCode).toBe(404);
  });

  it("gives the church's own Maps key, and none for a blank one", async () => {
    const { database } = testApp();
    const igreja = await churchId(testApp().app, 'esperanca');
    await database.handle.db
      .insert(celulaConfiguracao)
      .values({ igrejaId: igreja, chaveGoogleMaps: 'AIza-esperanca-browser-key' })
      .onConflictDoUpdate({ target: celulaConfiguracao.igrejaId, set: { chaveGoogleMaps: 'AIza-esperanca-browser-key' } });
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/`)).json().configuracao).toEqual({ chaveGoogleMaps: 'AIza-esperanca-browser-key' });
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/`)).json().configuracao).toEqual({ chaveGoogleMaps: null });
    await database.handle.db.execute(sql`update celula_configuracao set chave_google_maps = '   ' where igreja_id = ${igreja}`);
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/`)).json().configuracao).toEqual({ chaveGoogleMaps: null });
  });

  it('with usuario=1 lists only the signed-in member’s own groups (member, leader or responsible); needs a member of that church', async () => {
    const member = await tokenOf('member@grace.example');
    const own = await get(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=1`, member);
    expect(own.statusCode).toBe(200);
    expect(own.json().celulas.map((group: Group) => group.nome)).toEqual(['Beacon Hill Couples', 'Cambridge Young Adults', 'South End Women']);
    const fresh = await newMember(testApp().app, 'grace');
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=1`, fresh.token)).json().celulas).toEqual([]);
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=1`)).statusCode).toBe(401);
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=1`, 'not-a-token')).statusCode).toBe(401);
    // A member of esperanca is not one of grace's: grace's own groups are not theirs to ask for.
    const esperanca = await tokenOf('member@esperanca.example');
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=1`, esperanca)).statusCode).toBe(403);
    const bad = await get(`/api/v1/igreja/${SLUGS.grace}/celula/?usuario=2`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.usuario' })]);
  });

  it('leaves out a group that is no longer active, and answers 404 for it', async () => {
    const { database } = testApp();
    const group = await groupNamed(SLUGS.esperanca, 'Célula Casais Vila Mariana');
    await database.handle.db.execute(sql`update ${celula} set flag_ativo = false where id = ${group.id}`);
    expect((await groupsOf(SLUGS.esperanca)).map((item) => item.id)).not.toContain(group.id);
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/${group.id}`)).statusCode).toBe(404);
    await database.handle.db.execute(sql`update ${celula} set flag_ativo = true where id = ${group.id}`);
  });
});

describe('GET /igreja/{slug}/celula/{id}', () => {
  it('shows a visitor the group with its leader and responsible (first name and initial), description and studies, and no standing', async () => {
    const group = await groupNamed(SLUGS.grace, 'Cambridge Young Adults');
    const response = await get(`/api/v1/igreja/${SLUGS.grace}/celula/${group.id}`);
    expect(response.statusCode).toBe(200);
    const celula = response.json().celula;
    expect(celula).toMatchObject({
      nome: 'Cambridge Young Adults',
      lider: { nome: 'Emily C.' },
      responsavel: { nome: 'Daniel B.' },
      descricao: expect.stringContaining('Harvard Square'),
      tema: 'Questions people ask about faith',
    });
    expect(celula.estudos.map((study: { titulo: string }) => study.titulo)).toEqual(['The vine and the branches', 'The good shepherd']);
    expect(celula).not.toHaveProperty('participacao');
  });

  it("lists esperanca's members-only studies to its members only", async () => {
    const group = await groupNamed(SLUGS.esperanca, 'Célula Liberdade');
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/${group.id}`)).json().celula.estudos).toEqual([]);
    const member = await tokenOf('member@esperanca.example');
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/${group.id}`, member)).json().celula.estudos).toHaveLength(3);
    const grace = await tokenOf('member@grace.example');
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/${group.id}`, grace)).json().celula.estudos).toEqual([]);
  });

  it('tells a signed-in account where it stands: participant, staff, or neither', async () => {
    const couples = await groupNamed(SLUGS.grace, 'Beacon Hill Couples');
    const families = await groupNamed(SLUGS.grace, 'Jamaica Plain Families');
    const member = await tokenOf('member@grace.example');
    const staff = await tokenOf('staff@grace.example');
    const standing = async (id: number, token: string) => (await get(`/api/v1/igreja/${SLUGS.grace}/celula/${id}`, token)).json().celula.participacao;
    expect(await standing(couples.id, member)).toEqual({ participa: true, solicitacaoPendente: false, acessoReunioes: true });
    expect(await standing(families.id, member)).toEqual({ participa: false, solicitacaoPendente: false, acessoReunioes: false });
    expect(await standing(families.id, staff)).toEqual({ participa: true, solicitacaoPendente: false, acessoReunioes: true });
    expect(await standing(couples.id, await tokenOf('staff@grace.example'))).toEqual({ participa: true, solicitacaoPendente: false, acessoReunioes: true });
    const esperancaStaff = await tokenOf('staff@esperanca.example');
    expect(await standing(families.id, esperancaStaff)).toEqual({ participa: false, solicitacaoPendente: false, acessoReunioes: false });
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/${couples.id}`, 'expired-or-forged')).statusCode).toBe(401);
  });

  it("answers 404 for another church's group and an unknown one, 400 naming a malformed id", async () => {
    const esperanca = await groupNamed(SLUGS.esperanca, 'Célula Liberdade');
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/${esperanca.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/igreja/${SLUGS.grace}/celula/999999`)).statusCode).toBe(404);
    for (const id of ['abc', '0', '2147483648', '1.5']) {
      const bad = await get(`/api/v1/igreja/${SLUGS.grace}/celula/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
    }
  });
});

describe('meeting records', () => {
  const meetingsUrl = (slug: string, id: number, rest = '') => `/api/v1/igreja/${slug}/celula/${id}/reuniao-registro/${rest}`;

  it("are read by the group's participants, newest first, one at a time too", async () => {
    const couples = await groupNamed(SLUGS.grace, 'Beacon Hill Couples');
    const member = await tokenOf('member@grace.example');
    const list = await get(meetingsUrl(SLUGS.grace, couples.id), member);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ celula: { id: couples.id, nome: 'Beacon Hill Couples' }, total: 3, page: 1, limit: 10 });
    expect(body.registros.map((meeting: { tema: string }) => meeting.tema)).toEqual(['The vine and the branches', 'The good shepherd', 'Living water']);
    expect(body.registros[0]).toMatchObject({ horaInicio: '19:30', horaFim: '21:00', observacoes: expect.stringContaining('Eight present') });
    const dates = body.registros.map((meeting: { data: string }) => meeting.data);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(2);
    const second = await get(meetingsUrl(SLUGS.grace, couples.id, '?page=2&limit=2'), member);
    expect(second.json().registros.map((meeting: { tema: string }) => meeting.tema)).toEqual(['Living water']);

    const one = await get(meetingsUrl(SLUGS.grace, couples.id, String(body.registros[1].id)), member);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ celula: { id: couples.id, nome: 'Beacon Hill Couples' }, registro: body.registros[1] });
  });

  it("are refused to a member of grace who is not in the group, to esperanca's members, and to visitors; staff reads them", async () => {
    const cambridge = await groupNamed(SLUGS.grace, 'Cambridge Young Adults');
    const couples = await groupNamed(SLUGS.grace, 'Beacon Hill Couples');
    const fresh = await newMember(testApp().app, 'grace');
    expect((await get(meetingsUrl(SLUGS.grace, couples.id), fresh.token)).statusCode).toBe(403);
    const couplesMeeting = (await get(meetingsUrl(SLUGS.grace, couples.id), await tokenOf('staff@grace.example'))).json().registros[0].id as number;
    expect((await get(meetingsUrl(SLUGS.grace, couples.id, String(couplesMeeting)), fresh.token)).statusCode).toBe(403);
    // The member of grace leads Cambridge Young Adults and belongs to Beacon Hill Couples, not Jamaica Plain's.
    const member = await tokenOf('member@grace.example');
    const jamaica = await groupNamed(SLUGS.grace, 'Jamaica Plain Families');
    expect((await get(meetingsUrl(SLUGS.grace, jamaica.id), member)).statusCode).toBe(403);
    expect((await get(meetingsUrl(SLUGS.grace, cambridge.id), member)).statusCode).toBe(200);
    expect((await get(meetingsUrl(SLUGS.grace, couples.id))).statusCode).toBe(401);
    const esperanca = await tokenOf('member@esperanca.example');
    const esperancaStaff = await tokenOf('staff@esperanca.example');
    expect((await get(meetingsUrl(SLUGS.grace, couples.id), esperanca)).statusCode).toBe(403);
    expect((await get(meetingsUrl(SLUGS.grace, couples.id), esperancaStaff)).statusCode).toBe(403);
    expect((await get(meetingsUrl(SLUGS.grace, jamaica.id), await tokenOf('staff@grace.example'))).json()).toMatchObject({ registros: [], total: 0 });
  });

  it("never give one church's meetings through another, nor another group's record through a group", async () => {
    const liberdade = await groupNamed(SLUGS.esperanca, 'Célula Liberdade');
    const couples = await groupNamed(SLUGS.grace, 'Beacon Hill Couples');
    const graceMember = await tokenOf('member@grace.example');
    const esperancaMember = await tokenOf('member@esperanca.example');
    expect((await get(meetingsUrl(SLUGS.esperanca, liberdade.id), graceMember)).statusCode).toBe(403);
    expect((await get(meetingsUrl(SLUGS.grace, liberdade.id), graceMember)).statusCode).toBe(404);
    expect((await get(meetingsUrl(SLUGS.grace, liberdade.id), esperancaMember)).statusCode).toBe(404);
    const esperancaMeeting = (await get(meetingsUrl(SLUGS.esperanca, liberdade.id), esperancaMember)).json().registros[0].id as number;
    expect((await get(meetingsUrl(SLUGS.grace, couples.id, String(esperancaMeeting)), graceMember)).statusCode).toBe(404);
    expect((await get(meetingsUrl(SLUGS.grace, couples.id, '999999'), graceMember)).statusCode).toBe(404);
    const bad = await get(meetingsUrl(SLUGS.grace, couples.id, 'x'), graceMember);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'params.registroId' })]);
    expect((await get(meetingsUrl(SLUGS.grace, couples.id, '?limit=51'), graceMember)).statusCode).toBe(400);
  });
});

describe('POST /igreja/{slug}/solicitacao-celula/admissao', () => {
  it("records the request and e-mails the leader once, in the church's language; asking again says it is waiting", async () => {
    const { app } = testApp();
    const families = await groupNamed(SLUGS.grace, 'Jamaica Plain Families');
    const member = await newMember(app, 'grace', { nome: 'Priya', sobrenome: 'Shah', telefone: '+55 (11) 91111-2222' });
    const before = (await mailbox(app, 'staff@grace.example')).length;
    const asked = await askToJoin(SLUGS.grace, { celula: families.id, mensagem: '  We have two kids, 4 and 7.  ' }, member.token);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().solicitacao).toEqual({ id: expect.any(Number), celula: { id: families.id, nome: 'Jamaica Plain Families' }, situacao: 'pendente', dataCadastro: expect.any(String) });
    const mails = await mailbox(app, 'staff@grace.example');
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails;
    expect(mail?.subject).toBe('New request to join Jamaica Plain Families — Grace Community Church');
    expect(mail?.text).toContain('Hello, Daniel!');
    expect(mail?.text).toContain('Priya Shah asked to join your group Jamaica Plain Families.');
    expect(mail?.text).toContain(`E-mail: ${member.email}`);
    expect(mail?.text).toContain('Message: “We have two kids, 4 and 7.”');
    expect(mail?.links).toContain(`http://grace.localhost:3000/groups/${families.id}`);

    const again = await askToJoin(SLUGS.grace, { celula: families.id }, member.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CELULA_SOLICITACAO_PENDENTE');
    expect(await mailbox(app, 'staff@grace.example')).toHaveLength(before + 1);
    const standing = await get(`/api/v1/igreja/${SLUGS.grace}/celula/${families.id}`, member.token);
    expect(standing.json().celula.participacao).toEqual({ participa: false, solicitacaoPendente: true, acessoReunioes: false });
  });

  it('tells the leader in Portuguese at esperanca, and the person responsible when the group has no leader', async () => {
    const { app, database } = testApp();
    const jovens = await groupNamed(SLUGS.esperanca, 'Célula Jovens Pinheiros');
    const member = await newMember(app, 'esperanca');
    expect((await askToJoin(SLUGS.esperanca, { celula: jovens.id }, member.token)).statusCode).toBe(201);
    const [toLeader] = await mailbox(app, 'member@esperanca.example');
    expect(toLeader?.subject).toBe('Novo pedido para participar da célula Célula Jovens Pinheiros — Igreja Esperança');
    expect(toLeader?.text).toContain(`${member.form.nome} ${member.form.sobrenome} pediu para participar da célula Célula Jovens Pinheiros.`);
    expect(toLeader?.text).not.toContain('Mensagem:');

    await database.handle.db.execute(sql`update ${celula} set lider_id = null where id = ${jovens.id}`);
    const other = await newMember(app, 'esperanca');
    const staffBefore = (await mailbox(app, 'staff@esperanca.example')).length;
    expect((await askToJoin(SLUGS.esperanca, { celula: jovens.id }, other.token)).statusCode).toBe(201);
    expect(await mailbox(app, 'staff@esperanca.example')).toHaveLength(staffBefore + 1);
    expect((await get(`/api/v1/igreja/${SLUGS.esperanca}/celula/${jovens.id}`)).json().celula).not.toHaveProperty('lider');
  });

  it('refuses one who takes part already, a visitor, a member of another church, and other churches’ or unknown groups', async () => {
    const { app } = testApp();
    const couples = await groupNamed(SLUGS.grace, 'Beacon Hill Couples');
    const cambridge = await groupNamed(SLUGS.grace, 'Cambridge Young Adults');
    const member = await tokenOf('member@grace.example');
    for (const id of [couples.id, cambridge.id]) {
      const already = await askToJoin(SLUGS.grace, { celula: id }, member);
      expect(already.statusCode).toBe(409);
      expect(already.json().code).toBe('CELULA_JA_PARTICIPA');
    }
    expect((await askToJoin(SLUGS.grace, { celula: couples.id })).statusCode).toBe(401);
    expect((await askToJoin(SLUGS.grace, { celula: couples.id }, await tokenOf('member@esperanca.example'))).statusCode).toBe(403);
    const fresh = await newMember(app, 'grace');
    const liberdade = await groupNamed(SLUGS.esperanca, 'Célula Liberdade');
    for (const id of [liberdade.id, 999999]) {
      const missing = await askToJoin(SLUGS.grace, { celula: id }, fresh.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'body.celula' })]);
    }
    expect((await askToJoin(SLUGS.esperanca, { celula: liberdade.id }, fresh.token)).statusCode).toBe(403);
    const { database } = testApp();
    const rows = await database.handle.db.execute(sql`select count(*)::int as n from ${celulaSolicitacao} where usuario_id = ${fresh.id}`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('refuses, naming the field, an oversized, malformed or unexpected body', async () => {
    const { app } = testApp();
    const couples = await groupNamed(SLUGS.grace, 'Beacon Hill Couples');
    const fresh = await newMember(app, 'grace');
    const cases: [unknown, string][] = [
      [{ celula: couples.id, mensagem: 'x'.repeat(501) }, 'body.mensagem'],
      [{ celula: String(couples.id) }, 'body.celula'],
      [{ celula: 0 }, 'body.celula'],
      [{ celula: 2_147_483_648 }, 'body.celula'],
      [{ mensagem: 'hello' }, 'body.celula'],
      [{ celula: couples.id, extra: true }, 'body.extra'],
      [{ celula: couples.id, mensagem: 'bell\u0007' }, 'body.mensagem'],
    ];
    for (const [body, field] of cases) {
      const response = await askToJoin(SLUGS.grace, body, fresh.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const text = await call(app, {
      method: 'POST',
      url: `/api/v1/igreja/${SLUGS.grace}/solicitacao-celula/admissao`,
      payload: `celula=${couples.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      token: fresh.token,
    });
    expect(text.statusCode).toBe(415);
  });

  it('makes one request and one e-mail of requests sent at once, and limits how often an account asks', async () => {
    const { app } = testApp();
    const women = await groupNamed(SLUGS.grace, 'South End Women');
    const fresh = await newMember(app, 'grace');
    const before = (await mailbox(app, 'member@grace.example')).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => askToJoin(SLUGS.grace, { celula: women.id }, fresh.token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await mailbox(app, 'member@grace.example')).toHaveLength(before + 1);
    const more = [];
    for (let attempt = 0; attempt < 6; attempt += 1) more.push((await askToJoin(SLUGS.grace, { celula: women.id }, fresh.token)).statusCode);
    expect(more).toEqual([409, 409, 409, 409, 409, 429]);
  });
});

describe('sitemap', () => {
  it('lists the groups of a church that has the module', async () => {
    const { app } = testApp();
    const groups = await groupsOf(SLUGS.grace);
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'grace.localhost:3000' } });
    expect(sitemap.body).toContain('<loc>http://grace.localhost:3000/groups</loc>');
    for (const group of groups) expect(sitemap.body).toContain(`<loc>http://grace.localhost:3000/groups/${group.id}</loc>`);
    const vida = await app.inject({ url: '/sitemap.xml', headers: { host: 'vida.localhost:3000' } });
    expect(vida.body).not.toContain('/groups');
  });
});
