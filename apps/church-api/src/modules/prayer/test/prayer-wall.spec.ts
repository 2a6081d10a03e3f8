import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { demoAccount, mine, readRequest, SLUGS, wall } from './prayer-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

interface Listed {
  id: number;
  nome: string;
  mensagem: string;
  flagPublicarMural: boolean;
}

/** The demo private request of a church (filed by its member). */
async function privateRequestOf(code: 'grace' | 'esperanca', slug: string): Promise<number> {
  const member = await demoAccount(app(), `member@${code}.example`);
  const listed = (await mine(app(), member.token, await churchId(app(), code))).json().oracoes as Listed[];
  const hidden = listed.find((item) => !item.flagPublicarMural);
  if (!hidden) throw new Error(`no private request at ${slug}`);
  return hidden.id;
}

describe('motives', () => {
  it("lists the church's motives in its language and order; 404 where the wall is off or the church unknown", async () => {
    const grace = await call(app(), { url: `/api/v1/igreja/${SLUGS.grace}/oracao-motivo/` });
    expect(grace.statusCode).toBe(200);
    expect(grace.json().oracaoMotivos.map((motive: { nome: string }) => motive.nome)).toEqual(['Health', 'Family', 'Work', 'Thanksgiving', 'Spiritual life']);
    const esperanca = await call(app(), { url: `/api/v1/igreja/${SLUGS.esperanca}/oracao-motivo/` });
    expect(esperanca.json().oracaoMotivos[0].nome).toBe('Saúde');
    expect((await call(app(), { url: `/api/v1/igreja/${SLUGS.vida}/oracao-motivo/` })).statusCode).toBe(404);
    expect((await call(app(), { url: '/api/v1/igreja/nowhere/oracao-motivo/' })).statusCode).toBe(404);
  });
});

describe('the wall', () => {
  it('pages the requests published on the wall, newest first, with their motive, picture and counts', async () => {
    const first = await wall(app(), SLUGS.grace, '?limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(first.json().oracoes).toEqual([
      expect.objectContaining({ nome: 'Emily Carter', motivo: expect.objectContaining({ nome: 'Thanksgiving' }), qtdeOracoes: 2, qtdeMensagens: 1, flagPublicarMural: true }),
    ]);
    const second = (await wall(app(), SLUGS.grace, '?page=2&limit=1')).json().oracoes;
    expect(second).toEqual([expect.objectContaining({ nome: 'Daniel Brooks', imagem: { url: '/demo/devotionals/hands-6.svg', largura: 800, altura: 450 }, qtdeOracoes: 1 })]);
    expect((await wall(app(), SLUGS.grace, '?page=3&limit=1')).json().oracoes).toEqual([]);
  });

  it('never shows a private request, and keeps each church to its own', async () => {
    const graceWall = (await wall(app(), SLUGS.grace)).json().oracoes as Listed[];
    expect(graceWall.every((item) => item.flagPublicarMural)).toBe(true);
    expect(graceWall.map((item) => item.id)).not.toContain(await privateRequestOf('grace', SLUGS.grace));
    const esperancaWall = (await wall(app(), SLUGS.esperanca)).json().oracoes as Listed[];
    expect(esperancaWall.map((item) => item.nome).sort()).toEqual(['Mariana Souza', 'Pr. Paulo Ribeiro']);
  });

  it('answers 404 where the wall is off (vida) or the church is unknown, and 400 naming a bad page', async () => {
    expect((await wall(app(), SLUGS.vida)).statusCode).toBe(404);
    expect((await wall(app(), 'nowhere')).statusCode).toBe(404);
    const bad = await wall(app(), SLUGS.grace, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'query.page' })]);
    expect((await wall(app(), SLUGS.grace, '?limit=51')).json().errors).toEqual([expect.objectContaining({ field: 'query.limit' })]);
  });
});

describe('a request', () => {
  it('shows a request on the wall to anyone, with its messages oldest first and no contact wishes', async () => {
    const [emily] = (await wall(app(), SLUGS.grace, '?limit=1')).json().oracoes as Listed[];
    const response = await readRequest(app(), SLUGS.grace, emily?.id ?? 0);
    expect(response.statusCode).toBe(200);
    const oracao = response.json().oracao;
    expect(oracao).toMatchObject({ nome: 'Emily Carter', flagOrou: false, flagAutor: false, qtdeOracoes: 2 });
    expect(oracao.mensagens).toEqual([expect.objectContaining({ autor: 'Daniel B.', mensagem: 'Wonderful news, Emily! We will pray for your first weeks there.' })]);
    expect(oracao).not.toHaveProperty('flagReceberLigacao');
    expect(response.headers['cache-control']).toContain('public');
  });

  it('tells a signed-in reader whether they prayed for it and wrote it', async () => {
    const member = await demoAccount(app(), 'member@grace.example');
    const [emily] = (await wall(app(), SLUGS.grace, '?limit=1')).json().oracoes as Listed[];
    const oracao = (await readRequest(app(), SLUGS.grace, emily?.id ?? 0, member.token)).json().oracao;
    expect(oracao).toMatchObject({ flagOrou: true, flagAutor: true, flagReceberLigacao: false, flagReceberVisita: false });
  });

  it('shows a private request only to its author and the church staff: 404 to visitors, other members and other churches', async () => {
    const hidden = await privateRequestOf('grace', SLUGS.grace);
    expect((await readRequest(app(), SLUGS.grace, hidden)).statusCode).toBe(404);
    const stranger = await newMember(app(), 'grace');
    expect((await readRequest(app(), SLUGS.grace, hidden, stranger.token)).statusCode).toBe(404);
    const author = await demoAccount(app(), 'member@grace.example');
    expect((await readRequest(app(), SLUGS.grace, hidden, author.token)).json().oracao).toMatchObject({ flagAutor: true, flagPublicarMural: false, flagReceberLigacao: true });
    const staff = await demoAccount(app(), 'staff@grace.example');
    const seenByStaff = await readRequest(app(), SLUGS.grace, hidden, staff.token);
    expect(seenByStaff.statusCode).toBe(200);
    expect(seenByStaff.json().oracao).toMatchObject({ flagAutor: false, flagOrou: true, flagReceberLigacao: true });
    expect(seenByStaff.headers['cache-control']).toContain('private');
    // esperanca's staff is not grace's.
    const otherStaff = await demoAccount(app(), 'staff@esperanca.example');
    expect((await readRequest(app(), SLUGS.grace, hidden, otherStaff.token)).statusCode).toBe(404);
  });

  it("keeps esperanca's private requests from a member of grace, by either church's address", async () => {
    const hidden = await privateRequestOf('esperanca', SLUGS.esperanca);
    const graceMember = await demoAccount(app(), 'member@grace.example');
    expect((await readRequest(app(), SLUGS.esperanca, hidden, graceMember.token)).statusCode).toBe(404);
    expect((await readRequest(app(), SLUGS.grace, hidden, graceMember.token)).statusCode).toBe(404);
    const graceStaff = await demoAccount(app(), 'staff@grace.example');
    expect((await readRequest(app(), SLUGS.esperanca, hidden, graceStaff.token)).statusCode).toBe(404);
    // Nor does it list them: the member's list is of their own requests.
    const listed = (await mine(app(), graceMember.token, await churchId(app(), 'esperanca'))).json();
    expect(listed).toMatchObject({ oracoes: [], total: 0 });
  });

  it("answers another church's request id as not found, and refuses malformed ids and bad tokens", async () => {
    const [espRequest] = (await wall(app(), SLUGS.esperanca)).json().oracoes as Listed[];
    expect((await readRequest(app(), SLUGS.grace, espRequest?.id ?? 0)).statusCode).toBe(404);
    expect((await call(app(), { url: `/api/v1/oracao/${SLUGS.grace}/abc` })).statusCode).toBe(400);
    expect((await call(app(), { url: `/api/v1/oracao/${SLUGS.grace}/2147483648` })).statusCode).toBe(400);
    expect((await readRequest(app(), SLUGS.grace, espRequest?.id ?? 0, 'not-a-token')).statusCode).toBe(401);
  });
});

describe("the member's requests", () => {
  it('lists their own requests at the church, on the wall or not, newest first; a visitor is refused', async () => {
    const member = await demoAccount(app(), 'member@grace.example');
    const igreja = await churchId(app(), 'grace');
    const response = await mine(app(), member.token, igreja);
    expect(response.statusCode).toBe(200);
    const listed = response.json().oracoes as Listed[];
    expect(listed.map((item) => [item.nome, item.flagPublicarMural])).toEqual([
      ['Emily', false],
      ['Emily Carter', true],
    ]);
    expect((await mine(app(), undefined, igreja)).statusCode).toBe(401);
    expect((await mine(app(), member.token, 2147483647)).statusCode).toBe(404);
    expect((await mine(app(), member.token, await churchId(app(), 'vida'))).statusCode).toBe(404);
    expect((await call(app(), { url: '/api/v1/user/oracao', token: member.token })).json().errors).toEqual([expect.objectContaining({ field: 'query.igreja' })]);
  });
});

describe('the sitemap', () => {
  it('lists the wall and the requests on it, never a private one', async () => {
    const sitemap = await app().inject({ url: '/sitemap.xml', headers: { host: 'grace.localhost:3000' } });
    expect(sitemap.body).toContain('/prayer</loc>');
    const ids = ((await wall(app(), SLUGS.grace)).json().oracoes as Listed[]).map((item) => item.id);
    for (const id of ids) expect(sitemap.body).toContain(`/prayer/${id}</loc>`);
    expect(sitemap.body).not.toContain(`/prayer/${await privateRequestOf('grace', SLUGS.grace)}</loc>`);
  });
});
