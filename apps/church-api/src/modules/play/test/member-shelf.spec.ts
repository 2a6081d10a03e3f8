import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { bearer, type Caller, signIn as signInAs } from './play-callers';

const testApp = setupTestApp();

const signIn = (email: string) => signInAs(testApp().app, email);

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, caller?: Caller, payload?: object) {
  return testApp().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(caller),
    ...(payload ? { payload } : {}),
  });
}

let grace: number;
let vida: number;
let member: Caller;
let staff: Caller;
let vidaMember: Caller;
/** Grace's videos and a collection, and one of vida's. */
let videos: number[];
let collection: number;
let vidaVideo: number;

async function idsOf(igreja: number, query: string): Promise<{ id: number; tipo: string }[]> {
  return (await call('GET', `/plano-assinatura-conteudo/?igreja=${igreja}&${query}`)).json().planoAssinaturaConteudos;
}

beforeAll(async () => {
  grace = await churchId(testApp().app, 'grace');
  vida = await churchId(testApp().app, 'vida');
  [member, staff, vidaMember] = await Promise.all([signIn('member@grace.example'), signIn('staff@grace.example'), signIn('member@vida.example')]);
  const graceContents = await idsOf(grace, 'limit=50');
  videos = graceContents.filter((content) => content.tipo === 'video').map((content) => content.id).slice(0, 5);
  collection = (await idsOf(grace, 'busca=mount&limit=1'))[0]?.id ?? 0;
  vidaVideo = (await idsOf(vida, 'limit=50')).find((content) => content.tipo === 'video')?.id ?? 0;
});

describe('my list (/usuario-plano-assinatura-conteudo/)', () => {
  it('adds once, lists the last added first, and takes off', async () => {
    const [first, second] = videos;
    const added = await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${first}&igreja=${grace}&usuario=${member.id}`, member);
    expect(added.statusCode, added.body).toBe(201);
    const again = await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${first}&igreja=${grace}&usuario=${member.id}`, member);
    expect(again.statusCode).toBe(200);
    expect(again.json().usuarioPlanoAssinaturaConteudo.id).toBe(added.json().usuarioPlanoAssinaturaConteudo.id);
    await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${second}&igreja=${grace}&usuario=${member.id}`, member);
    await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${collection}&igreja=${grace}&usuario=${member.id}`, member);

    const list = await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${member.id}&igreja=${grace}`, member);
    expect(list.statusCode).toBe(200);
    const items = list.json().usuarioPlanoAssinaturaConteudos as { id: number; planoAssinaturaConteudo: { id: number } }[];
    expect(items.map((item) => item.planoAssinaturaConteudo.id)).toEqual([collection, second, first]);

    const removed = await call('DELETE', `/usuario-plano-assinatura-conteudo/${items[0]?.id}/?igreja=${grace}`, member);
    expect(removed.statusCode).toBe(204);
    const after = (await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${member.id}&igreja=${grace}`, member)).json().usuarioPlanoAssinaturaConteudos;
    expect(after.map((item: { planoAssinaturaConteudo: { id: number } }) => item.planoAssinaturaConteudo.id)).toEqual([second, first]);
    expect((await call('DELETE', `/usuario-plano-assinatura-conteudo/${items[0]?.id}/?igreja=${grace}`, member)).json()).toMatchObject({ status: 404, code: 'ITEM_NAO_ENCONTRADO' });
  });

  it('adds once when the same add arrives twice at once', async () => {
    const video = videos[2];
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${video}&igreja=${grace}&usuario=${staff.id}`, staff)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().usuarioPlanoAssinaturaConteudo.id)).size).toBe(1);
  });

  it("keeps each member to their own list at their own church", async () => {
    const staffList = (await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${staff.id}&igreja=${grace}`, staff)).json().usuarioPlanoAssinaturaConteudos;
    const staffItem = staffList[0]?.id;
    // Another member's list, or adding to it: refused.
    expect((await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${staff.id}&igreja=${grace}`, member)).json()).toMatchObject({ status: 403, code: 'AUTH_FORBIDDEN' });
    expect((await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${videos[3]}&igreja=${grace}&usuario=${staff.id}`, member)).statusCode).toBe(403);
    // Another member's item: not found, and still there.
    expect((await call('DELETE', `/usuario-plano-assinatura-conteudo/${staffItem}/?igreja=${grace}`, member)).statusCode).toBe(404);
    expect((await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${staff.id}&igreja=${grace}`, staff)).json().usuarioPlanoAssinaturaConteudos).toHaveLength(1);
    // Another church's content: not found; another church's list: not a member there.
    expect((await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${vidaVideo}&igreja=${grace}&usuario=${member.id}`, member)).json()).toMatchObject({ status: 404, code: 'CONTEUDO_NAO_ENCONTRADO' });
    expect((await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${member.id}&igreja=${vida}`, member)).statusCode).toBe(403);
    expect((await call('DELETE', `/usuario-plano-assinatura-conteudo/${staffItem}/?igreja=${vida}`, vidaMember)).statusCode).toBe(404);
    // Signed out: 401.
    expect((await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${member.id}&igreja=${grace}`)).statusCode).toBe(401);
    expect((await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${videos[0]}&igreja=${grace}&usuario=${member.id}`)).statusCode).toBe(401);
  });

  it('holds at most 500 contents; one already there is still answered', async () => {
    const { db } = testApp().database.handle;
    // staff holds videos[2]; with 499 more the list is full.
    await db.execute(sql`
      insert into usuario_plano_assinatura_conteudo (igreja_id, usuario_id, conteudo_id)
      select ${grace}, ${staff.id}, id from plano_assinatura_conteudo where igreja_id = ${grace} and id <> ${videos[2]} order by id limit 499`);
    expect((await call('GET', `/usuario-plano-assinatura-conteudo/?usuario=${staff.id}&igreja=${grace}`, staff)).json().usuarioPlanoAssinaturaConteudos).toHaveLength(500);
    const extra = await db.execute(sql`insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, texto_busca) values (${grace}, 'video', 'One more', 'one more') returning id`);
    const extraId = (extra as unknown as { rows: { id: number }[] }).rows[0]?.id;
    const full = await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${extraId}&igreja=${grace}&usuario=${staff.id}`, staff);
    expect(full.json()).toMatchObject({ status: 422, code: 'MINHA_LISTA_CHEIA' });
    expect((await call('POST', `/usuario-plano-assinatura-conteudo/?planoAssinaturaConteudo=${videos[2]}&igreja=${grace}&usuario=${staff.id}`, staff)).statusCode).toBe(200);
    await db.execute(sql`delete from plano_assinatura_conteudo where id = ${extraId}`);
  });
});

describe('where a member stopped (progress and continue watching)', () => {
  it('keeps the last position, resumes there, and leaves continue watching when finished', async () => {
    const [first, second] = videos;
    expect((await call('GET', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, member)).json()).toEqual({ progresso: { segundos: 0, concluido: false, dataAtualizacao: null } });
    expect((await call('PUT', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, member, { segundos: 95 })).statusCode).toBe(200);
    await call('PUT', `/plano-assinatura-conteudo/${second}/progresso/?igreja=${grace}`, member, { segundos: 30 });
    await call('PUT', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, member, { segundos: 120 });
    expect((await call('GET', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, member)).json().progresso).toMatchObject({ segundos: 120, concluido: false });

    const watching = (await call('GET', `/usuario-plano-assinatura-progresso/?usuario=${member.id}&igreja=${grace}`, member)).json().progressos;
    expect(watching.map((row: { planoAssinaturaConteudo: { id: number }; segundos: number }) => [row.planoAssinaturaConteudo.id, row.segundos])).toEqual([
      [first, 120],
      [second, 30],
    ]);
    await call('PUT', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, member, { segundos: 1800, concluido: true });
    const after = (await call('GET', `/usuario-plano-assinatura-progresso/?usuario=${member.id}&igreja=${grace}`, member)).json().progressos;
    expect(after.map((row: { planoAssinaturaConteudo: { id: number } }) => row.planoAssinaturaConteudo.id)).toEqual([second]);
    // Another member's progress is their own.
    expect((await call('GET', `/plano-assinatura-conteudo/${second}/progresso/?igreja=${grace}`, staff)).json().progresso.segundos).toBe(0);
    expect((await call('GET', `/usuario-plano-assinatura-progresso/?usuario=${member.id}&igreja=${grace}`, staff)).statusCode).toBe(403);
  });

  it('refuses a collection, another church, bad positions and a signed-out caller', async () => {
    const [first] = videos;
    expect((await call('PUT', `/plano-assinatura-conteudo/${collection}/progresso/?igreja=${grace}`, member, { segundos: 10 })).json()).toMatchObject({ status: 404, code: 'CONTEUDO_NAO_ENCONTRADO' });
    expect((await call('PUT', `/plano-assinatura-conteudo/${vidaVideo}/progresso/?igreja=${grace}`, member, { segundos: 10 })).statusCode).toBe(404);
    expect((await call('PUT', `/plano-assinatura-conteudo/${vidaVideo}/progresso/?igreja=${vida}`, member, { segundos: 10 })).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ segundos: -1 }, 'body.segundos'],
      [{ segundos: 86401 }, 'body.segundos'],
      [{ segundos: 'ten' }, 'body.segundos'],
      [{}, 'body.segundos'],
      [{ segundos: 10, extra: true }, 'body.extra'],
      [{ segundos: 10, concluido: 'yes' }, 'body.concluido'],
    ] as const) {
      const response = await call('PUT', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, member, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringContaining(field) })]));
    }
    expect((await call('PUT', `/plano-assinatura-conteudo/${first}/progresso/?igreja=${grace}`, undefined, { segundos: 10 })).statusCode).toBe(401);
  });
});
