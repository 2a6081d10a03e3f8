import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { chatMomento, chatMomentoResposta } from '../schema';
import { chat, ESPERANCA, GRACE, join, liveBroadcastId, upcomingBroadcastId } from './chat-test-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;
const db = () => testApp().database.handle.db;

let canal: string;
let memberToken: string;
let staffToken: string;

beforeAll(async () => {
  canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
  memberToken = (await login(app(), 'member@grace.example')).token;
  staffToken = (await login(app(), 'staff@grace.example')).token;
});

interface Momento {
  id: string;
  tipo: string;
  texto?: string;
  abertoEm: string;
  encerradoEm?: string;
  minhaResposta?: string;
  respostas?: { maosLevantadas: number; dispensados: number };
}

const momentsUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/momentos`;
const closeUrl = (id: string, slug = GRACE, channel = canal) => `${momentsUrl(slug, channel)}/${id}/encerramento`;
const answerUrl = (id: string, slug = GRACE, channel = canal) => `${momentsUrl(slug, channel)}/${id}/resposta`;

async function open(payload: object = { tipo: 'compromisso' }): Promise<Momento> {
  const response = await chat(app(), 'POST', momentsUrl(), { payload, token: staffToken });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Momento;
}

async function close(id: string): Promise<Momento> {
  const response = await chat(app(), 'POST', closeUrl(id), { token: staffToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Momento;
}

const answer = (id: string, chatToken: string, resposta: unknown) => chat(app(), 'PUT', answerUrl(id), { chatToken, payload: { resposta } });

describe('opening and closing a moment', () => {
  it('is for staff only: 401 without a bearer, 403 CHAT_SOMENTE_MODERADORES for a member, whatever their chat token says; nothing stored', async () => {
    expect((await chat(app(), 'POST', momentsUrl(), { payload: { tipo: 'compromisso' } })).statusCode).toBe(401);
    const member = await chat(app(), 'POST', momentsUrl(), { payload: { tipo: 'compromisso' }, token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    const staffChat = await join(app(), GRACE, canal, { token: staffToken });
    const withStaffChatToken = await chat(app(), 'POST', momentsUrl(), { payload: { tipo: 'compromisso' }, token: memberToken, chatToken: staffChat.token });
    expect(withStaffChatToken.statusCode).toBe(403);
    expect(await db().select().from(chatMomento)).toEqual([]);
  });

  it("answers 404 for another church's channel, staff of another church, and another church's moment", async () => {
    const esperancaStaff = (await login(app(), 'staff@esperanca.example')).token;
    const esperanca = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    // grace's channel under esperanca's name, and esperanca's staff at grace (a member of no staff there).
    expect((await chat(app(), 'POST', momentsUrl(ESPERANCA, canal), { payload: { tipo: 'compromisso' }, token: esperancaStaff })).statusCode).toBe(404);
    const stranger = await chat(app(), 'POST', momentsUrl(), { payload: { tipo: 'compromisso' }, token: esperancaStaff });
    expect(stranger.statusCode).toBe(403);

    const graceMoment = await open();
    const other = await chat(app(), 'POST', closeUrl(graceMoment.id, ESPERANCA, esperanca), { token: esperancaStaff });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('MOMENTO_NAO_ENCONTRADO');
    const esperancaMember = await login(app(), 'member@esperanca.example');
    const esperancaChat = await join(app(), ESPERANCA, esperanca, { token: esperancaMember.token });
    const crossAnswer = await chat(app(), 'PUT', answerUrl(graceMoment.id, ESPERANCA, esperanca), { chatToken: esperancaChat.token, payload: { resposta: 'mao_levantada' } });
    expect(crossAnswer.statusCode).toBe(404);
    expect(crossAnswer.json().code).toBe('MOMENTO_NAO_ENCONTRADO');
    const unknown = await chat(app(), 'POST', closeUrl(crypto.randomUUID()), { token: staffToken });
    expect(unknown.statusCode).toBe(404);
    expect((await close(graceMoment.id)).encerradoEm).toBeDefined();
  });

  it('opens one moment per channel: a second start (a retry) answers the open one (200); closing twice answers it as closed', async () => {
    const opened = await open({ tipo: 'compromisso', texto: '  Would you follow Jesus today?  ' });
    expect(opened).toEqual({ id: expect.any(String), tipo: 'compromisso', texto: 'Would you follow Jesus today?', abertoEm: expect.any(String), respostas: { maosLevantadas: 0, dispensados: 0 } });
    const again = await chat(app(), 'POST', momentsUrl(), { payload: { tipo: 'compromisso' }, token: staffToken });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(opened.id);
    const [stored] = await db().select().from(chatMomento).where(eq(chatMomento.id, opened.id));
    expect(stored?.abertoPor).toEqual(expect.any(Number));

    const closed = await close(opened.id);
    expect(closed.encerradoEm).toEqual(expect.any(String));
    const twice = await close(opened.id);
    expect(twice.encerradoEm).toBe(closed.encerradoEm);
    const [after] = await db().select().from(chatMomento).where(eq(chatMomento.id, opened.id));
    expect(after?.encerradoPor).toBe(stored?.abertoPor);
    expect((await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`)).json()).not.toHaveProperty('momento');
  });

  it('refuses a malformed or oversized start (400 naming the field) and a closed chat (403 CHAT_FECHADO)', async () => {
    for (const [payload, field] of [
      [{}, 'body.tipo'],
      [{ tipo: 'salvacao' }, 'body.tipo'],
      [{ tipo: 'compromisso', texto: 'x'.repeat(201) }, 'body.texto'],
      [{ tipo: 'compromisso', texto: '   ' }, 'body.texto'],
      [{ tipo: 'compromisso', texto: 7 }, 'body.texto'],
    ] as const) {
      const response = await chat(app(), 'POST', momentsUrl(), { payload, token: staffToken });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().errors, JSON.stringify(payload)).toEqual([expect.objectContaining({ field })]);
    }
    const upcoming = `transmissao-${await upcomingBroadcastId(app(), GRACE)}`;
    const early = await chat(app(), 'POST', momentsUrl(GRACE, upcoming), { payload: { tipo: 'compromisso' }, token: staffToken });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('CHAT_FECHADO');
    const badId = await chat(app(), 'POST', closeUrl('not-a-uuid'), { token: staffToken });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors).toEqual([expect.objectContaining({ field: 'params.momento' })]);
  });
});

describe('answering a moment', () => {
  it('needs a chat token for this channel (401 CHAT_TOKEN_INVALIDO), and refuses anything but the two answers (400 naming resposta)', async () => {
    const moment = await open();
    const guest = await join(app(), GRACE, canal, { nome: 'Ana' });
    for (const chatToken of [undefined, 'forged.token', `${guest.token}x`]) {
      const response = await chat(app(), 'PUT', answerUrl(moment.id), { payload: { resposta: 'mao_levantada' }, ...(chatToken === undefined ? {} : { chatToken }) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('CHAT_TOKEN_INVALIDO');
    }
    for (const resposta of ['sim', '', null, 1, 'MAO_LEVANTADA']) {
      const response = await answer(moment.id, guest.token, resposta);
      expect(response.statusCode, String(resposta)).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.resposta' })]);
    }
    const extra = await chat(app(), 'PUT', answerUrl(moment.id), { chatToken: guest.token, payload: { resposta: 'dispensado', outra: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(await db().select().from(chatMomentoResposta)).toEqual([]);
    await close(moment.id);
  });

  it('takes one answer per person, changeable and idempotent; staff see the counts, a reload gives each their own answer', async () => {
    const moment = await open();
    const guest = await join(app(), GRACE, canal, { nome: 'Beto' });
    const member = await join(app(), GRACE, canal, { token: memberToken });

    const raised = await answer(moment.id, guest.token, 'mao_levantada');
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toEqual({ id: moment.id, tipo: 'compromisso', abertoEm: moment.abertoEm, minhaResposta: 'mao_levantada' });
    // A retry of the same answer, then a change of mind, then back: one row, the last answer.
    expect((await answer(moment.id, guest.token, 'mao_levantada')).statusCode).toBe(200);
    expect((await answer(moment.id, member.token, 'dispensado')).json().minhaResposta).toBe('dispensado');
    expect((await answer(moment.id, member.token, 'mao_levantada')).json().minhaResposta).toBe('mao_levantada');
    expect((await answer(moment.id, member.token, 'dispensado')).json().minhaResposta).toBe('dispensado');
    const rows = await db().select().from(chatMomentoResposta).where(eq(chatMomentoResposta.momentoId, moment.id));
    expect(rows.map((row) => [row.participante, row.resposta]).sort()).toEqual(
      [
        [guest.usuario.id, 'mao_levantada'],
        [member.usuario.id, 'dispensado'],
      ].sort(),
    );

    // Staff joining (a reload) get the counts; nobody else does.
    const staff = await join(app(), GRACE, canal, { token: staffToken });
    expect(staff.usuario.moderador).toBe(true);
    expect((staff as unknown as { canal: { momento: Momento } }).canal.momento).toEqual({
      id: moment.id,
      tipo: 'compromisso',
      abertoEm: moment.abertoEm,
      respostas: { maosLevantadas: 1, dispensados: 1 },
    });
    // The member reloads: joining again gives the open moment with their own answer.
    const again = (await join(app(), GRACE, canal, { token: memberToken })) as unknown as { canal: { momento: Momento } };
    expect(again.canal.momento).toEqual({ id: moment.id, tipo: 'compromisso', abertoEm: moment.abertoEm, minhaResposta: 'dispensado' });
    // Reading the channel: the moment for anyone, the answer for the chat token's person, the counts for staff's token only.
    const anonymous = (await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`)).json() as { momento: Momento };
    expect(anonymous.momento).toEqual({ id: moment.id, tipo: 'compromisso', abertoEm: moment.abertoEm });
    const asGuest = (await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`, { chatToken: guest.token })).json() as { momento: Momento };
    expect(asGuest.momento.minhaResposta).toBe('mao_levantada');
    const asStaff = (await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`, { chatToken: staff.token })).json() as { momento: Momento };
    expect(asStaff.momento.respostas).toEqual({ maosLevantadas: 1, dispensados: 1 });
    const asMember = (await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`, { chatToken: member.token, token: memberToken })).json() as { momento: Momento };
    expect(asMember.momento).not.toHaveProperty('respostas');
    // A new guest (a new id) has no answer yet.
    const newcomer = await join(app(), GRACE, canal, { nome: 'Newcomer' });
    expect((newcomer as unknown as { canal: { momento: Momento } }).canal.momento).not.toHaveProperty('minhaResposta');

    const closed = await close(moment.id);
    expect(closed.respostas).toEqual({ maosLevantadas: 1, dispensados: 1 });
  });

  it('refuses answers to a closed moment (409 CHAT_MOMENTO_ENCERRADO), stores nothing, and forgets it on the channel', async () => {
    const moment = await open();
    const guest = await join(app(), GRACE, canal, { nome: 'Late' });
    await close(moment.id);
    const late = await answer(moment.id, guest.token, 'mao_levantada');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHAT_MOMENTO_ENCERRADO');
    expect(await db().select().from(chatMomentoResposta).where(eq(chatMomentoResposta.momentoId, moment.id))).toEqual([]);
    const rejoined = (await join(app(), GRACE, canal, { nome: 'Late' })) as unknown as { canal: { momento?: Momento } };
    expect(rejoined.canal.momento).toBeUndefined();
  });

  it("answers 404 for another channel's moment with this channel's token, and 429 beyond 10 changes in 10 s", async () => {
    const moment = await open();
    const guest = await join(app(), GRACE, canal, { nome: 'Fickle' });
    const otherChannel = `transmissao-${await upcomingBroadcastId(app(), GRACE)}`;
    const elsewhere = await chat(app(), 'PUT', answerUrl(moment.id, GRACE, otherChannel), { chatToken: guest.token, payload: { resposta: 'mao_levantada' } });
    expect(elsewhere.statusCode).toBe(401);
    const answers = ['mao_levantada', 'dispensado'];
    let last = 0;
    for (let index = 0; index < 11; index += 1) last = (await answer(moment.id, guest.token, answers[index % 2])).statusCode;
    expect(last).toBe(429);
    // The same answer as stored is a retry: never refused.
    const stored = await db()
      .select({ resposta: chatMomentoResposta.resposta })
      .from(chatMomentoResposta)
      .where(and(eq(chatMomentoResposta.momentoId, moment.id), eq(chatMomentoResposta.participante, guest.usuario.id)));
    expect((await answer(moment.id, guest.token, stored[0]?.resposta)).statusCode).toBe(200);
    await close(moment.id);
  });
});
