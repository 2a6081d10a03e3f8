import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { ChatTokens } from '../chat-token';
import { chatAtoModeracao, chatDenuncia, chatMensagem } from '../schema';
import { chat, ESPERANCA, GRACE, join, liveBroadcastId, send, upcomingBroadcastId, VIDA } from './chat-test-helpers';

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

const messagesUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/mensagens`;

async function history(query = '') {
  const response = await chat(app(), 'GET', `${messagesUrl()}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { itens: { id: string; seq: number; texto: string; autor: { id: string } }[] }).itens;
}

describe('the channel', () => {
  it("is the live broadcast's, open now, with its settings", async () => {
    const response = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: canal, titulo: 'Worship and the Word, live', acesso: 'todos', aberto: true });
  });

  it("answers 404 CANAL_NAO_ENCONTRADO for an unknown channel, another church's, and a church with the live service off", async () => {
    for (const url of [`/igreja/${GRACE}/canais/transmissao-999999`, `/igreja/${ESPERANCA}/canais/${canal}`]) {
      const response = await chat(app(), 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CANAL_NAO_ENCONTRADO');
    }
    const vida = `transmissao-${await liveBroadcastId(app(), VIDA)}`;
    expect((await chat(app(), 'GET', `/igreja/${VIDA}/canais/${vida}`)).json().code).toBe('CANAL_NAO_ENCONTRADO');
  });
});

describe('joining', () => {
  it('gives a guest a random id and a token; the name is required (400 naming nome)', async () => {
    const guest = await join(app(), GRACE, canal, { nome: '  Maria  ' });
    expect(guest.usuario).toEqual({ id: expect.stringMatching(/^visitante-[0-9a-f]{32}$/), nome: 'Maria', autenticado: false, moderador: false });
    expect(guest.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect((await join(app(), GRACE, canal, { nome: 'Maria' })).usuario.id).not.toBe(guest.usuario.id);
    const nameless = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/sessao`, { payload: {} });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors).toEqual([expect.objectContaining({ field: 'body.nome' })]);
  });

  it("gives a member their own name, ignoring the one sent, and staff moderador true", async () => {
    const member = await join(app(), GRACE, canal, { nome: 'Someone else', token: memberToken });
    expect(member.usuario).toMatchObject({ id: expect.stringMatching(/^membro-\d+$/), autenticado: true, moderador: false });
    expect(member.usuario.nome).not.toBe('Someone else');
    const staff = await join(app(), GRACE, canal, { token: staffToken });
    expect(staff.usuario).toMatchObject({ autenticado: true, moderador: true });
  });

  it('refuses a guest in a members-only channel (403 CHAT_SOMENTE_MEMBROS) and lets a member in', async () => {
    const esperanca = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    const guest = await chat(app(), 'POST', `/igreja/${ESPERANCA}/canais/${esperanca}/sessao`, { payload: { nome: 'Visitante' } });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('CHAT_SOMENTE_MEMBROS');
    const member = await login(app(), 'member@esperanca.example');
    expect((await join(app(), ESPERANCA, esperanca, { token: member.token })).usuario.autenticado).toBe(true);
    // A member of another church is not a member here.
    const stranger = await chat(app(), 'POST', `/igreja/${ESPERANCA}/canais/${esperanca}/sessao`, { payload: {}, token: memberToken });
    expect(stranger.statusCode).toBe(403);
  });

  it('refuses a closed channel (403 CHAT_FECHADO): not open yet, or off', async () => {
    const upcoming = `transmissao-${await upcomingBroadcastId(app(), GRACE)}`;
    const early = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${upcoming}/sessao`, { payload: { nome: 'Early' } });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('CHAT_FECHADO');
    expect((await chat(app(), 'GET', `/igreja/${GRACE}/canais/${upcoming}`)).json().aberto).toBe(false);
    const id = Number(upcoming.slice('transmissao-'.length));
    await db().execute(sql`update transmissao set chat_acesso = 'desligado' where id = ${id}`);
    const off = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${upcoming}/sessao`, { payload: { nome: 'Early' } });
    expect(off.json().code).toBe('CHAT_FECHADO');
    expect((await chat(app(), 'GET', messagesUrl(GRACE, upcoming))).json().code).toBe('CHAT_FECHADO');
  });
});

describe('messages', () => {
  it('are sent with the token, listed in order, the newest with limit, those after a seq with depois', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Ana' });
    const sent = [];
    for (const texto of ['one', 'two', 'three']) {
      const response = await send(app(), GRACE, canal, guest.token, texto);
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json() as { id: string; seq: number });
    }
    expect(sent[0]).toMatchObject({ texto: 'one', autor: { id: guest.usuario.id, nome: 'Ana', autenticado: false } });
    expect(sent.map((message) => message.seq)).toEqual([...sent.map((message) => message.seq)].sort((a, b) => a - b));
    const newest = await history('?limit=2');
    expect(newest.map((message) => message.texto)).toEqual(['two', 'three']);
    const after = await history(`?depois=${sent[0]?.seq}`);
    expect(after.map((message) => message.id)).toEqual([sent[1]?.id, sent[2]?.id]);
    expect(await history(`?depois=${sent[2]?.seq}`)).toEqual([]);
  });

  it('keeps the text as plain text, trimmed', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Bea' });
    const response = await send(app(), GRACE, canal, guest.token, '  <b>bold</b> & <script>x</script>  ');
    expect(response.json().texto).toBe('<b>bold</b> & <script>x</script>');
  });

  it('refuses a missing, bad, expired or other channel token (401 CHAT_TOKEN_INVALIDO)', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Caio' });
    const tokens = new ChatTokens(() => app().authentication.derivedKey('chat-token'));
    const expired = await tokens.sign({ igrejaId: 1, canal, id: guest.usuario.id, nome: 'Caio', autenticado: false }, Date.now() - 13 * 3600_000);
    const [payload, signature] = guest.token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()), n: 'Staff' })).toString('base64url')}.${signature}`;
    const upcoming = `transmissao-${await upcomingBroadcastId(app(), GRACE)}`;
    for (const [url, token] of [
      [messagesUrl(), undefined],
      [messagesUrl(), 'nonsense'],
      [messagesUrl(), forged],
      [messagesUrl(), expired],
      [messagesUrl(GRACE, upcoming), guest.token],
    ] as const) {
      const response = await chat(app(), 'POST', url, { chatToken: token, payload: { texto: 'hi', idCliente: crypto.randomUUID() } });
      expect(response.statusCode, `${token}`).toBe(401);
      expect(response.json().code).toBe('CHAT_TOKEN_INVALIDO');
    }
  });

  it('returns the same message for a retry with the same idCliente, stored once', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Davi' });
    const idCliente = crypto.randomUUID();
    const first = await send(app(), GRACE, canal, guest.token, 'once', idCliente);
    const again = await send(app(), GRACE, canal, guest.token, 'once', idCliente);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await db().select().from(chatMensagem).where(eq(chatMensagem.idCliente, idCliente));
    expect(rows).toHaveLength(1);
  });

  it('answers 429 CHAT_MUITO_RAPIDO with Retry-After to a 6th message within 10 s', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Eva' });
    for (let index = 1; index <= 5; index += 1) expect((await send(app(), GRACE, canal, guest.token, `m${index}`)).statusCode).toBe(201);
    const sixth = await send(app(), GRACE, canal, guest.token, 'm6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('CHAT_MUITO_RAPIDO');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(10);
    // Another person is not slowed down.
    const other = await join(app(), GRACE, canal, { nome: 'Fabio' });
    expect((await send(app(), GRACE, canal, other.token, 'hello')).statusCode).toBe(201);
  });

  it('refuses empty and oversized text (400 naming texto)', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Gil' });
    for (const texto of ['', '   ', 'x'.repeat(501)]) {
      const response = await send(app(), GRACE, canal, guest.token, texto);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.texto' })]);
    }
  });
});

describe('moderation', () => {
  it("answers 401 without a bearer, 403 to a member who is not staff, 404 for another church's message", async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Hugo' });
    const message = (await send(app(), GRACE, canal, guest.token, 'to keep')).json() as { id: string };
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${message.id}`)).statusCode).toBe(401);
    const member = await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${message.id}`, { token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    const otherStaff = await login(app(), 'staff@esperanca.example');
    const elsewhere = await chat(app(), 'DELETE', `/igreja/${ESPERANCA}/mensagens/${message.id}`, { token: otherStaff.token });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('MENSAGEM_NAO_ENCONTRADA');
    expect((await history()).map((item) => item.id)).toContain(message.id);
  });

  it('lets staff remove one message (204), gone from the history, the act stored', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Ivo' });
    const message = (await send(app(), GRACE, canal, guest.token, 'to remove')).json() as { id: string };
    const response = await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${message.id}`, { token: staffToken });
    expect(response.statusCode).toBe(204);
    expect((await history('?limit=200')).map((item) => item.id)).not.toContain(message.id);
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${message.id}`, { token: staffToken })).statusCode).toBe(404);
    const acts = await db().select().from(chatAtoModeracao).where(eq(chatAtoModeracao.alvo, message.id));
    expect(acts).toEqual([expect.objectContaining({ acao: 'remover_mensagem', canal, removidas: 1, moderadorId: expect.any(Number) })]);
  });

  it("lets staff remove all of one author's messages, the act stored", async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Jo' });
    for (const texto of ['a', 'b', 'c']) await send(app(), GRACE, canal, guest.token, texto);
    const url = `/igreja/${GRACE}/canais/${canal}/autores/${guest.usuario.id}/mensagens`;
    expect((await chat(app(), 'DELETE', url, { token: memberToken })).statusCode).toBe(403);
    const response = await chat(app(), 'DELETE', url, { token: staffToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ removidas: 3 });
    expect((await history('?limit=200')).filter((item) => item.autor.id === guest.usuario.id)).toEqual([]);
    const acts = await db()
      .select()
      .from(chatAtoModeracao)
      .where(and(eq(chatAtoModeracao.alvo, guest.usuario.id), eq(chatAtoModeracao.acao, 'remover_do_autor')));
    expect(acts).toEqual([expect.objectContaining({ removidas: 3, moderadorId: expect.any(Number) })]);
  });
});

describe('shadow mute', () => {
  const muteUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/silenciados`;

  async function historyAs(chatToken: string) {
    const response = await chat(app(), 'GET', `${messagesUrl()}?limit=200`, { chatToken });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { itens: { id: string; silenciada?: boolean }[] }).itens;
  }

  it("answers 401 without a bearer, 403 to a member who is not staff, 404 for another church's channel, 400 naming autorId", async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Kim' });
    expect((await chat(app(), 'POST', muteUrl(), { payload: { autorId: guest.usuario.id } })).statusCode).toBe(401);
    const member = await chat(app(), 'POST', muteUrl(), { payload: { autorId: guest.usuario.id }, token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    const otherStaff = await login(app(), 'staff@esperanca.example');
    const elsewhere = await chat(app(), 'POST', muteUrl(ESPERANCA), { payload: { autorId: guest.usuario.id }, token: otherStaff.token });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('CANAL_NAO_ENCONTRADO');
    for (const autorId of ['someone', 'membro-0', `visitante-${'a'.repeat(31)}`, 'x'.repeat(5000), 42, null]) {
      const response = await chat(app(), 'POST', muteUrl(), { payload: { autorId }, token: staffToken });
      expect(response.statusCode, String(autorId)).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.autorId' })]);
    }
    const unknown = await chat(app(), 'POST', muteUrl(), { payload: { autorId: guest.usuario.id, extra: true }, token: staffToken });
    expect(unknown.statusCode).toBe(400);
    const acts = await db().select().from(chatAtoModeracao).where(eq(chatAtoModeracao.alvo, guest.usuario.id));
    expect(acts).toEqual([]);
    // Nobody was muted: the guest's messages reach everyone.
    const message = (await send(app(), GRACE, canal, guest.token, 'still heard')).json() as { id: string };
    expect((await history('?limit=200')).map((item) => item.id)).toContain(message.id);
  });

  it("lets staff mute a guest for 24 h: their new messages reach only themselves and staff (marked), the act stored", async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Leo' });
    const other = await join(app(), GRACE, canal, { nome: 'Mia' });
    const staff = await join(app(), GRACE, canal, { token: staffToken });
    const before = (await send(app(), GRACE, canal, guest.token, 'before the mute')).json() as { id: string };

    const response = await chat(app(), 'POST', muteUrl(), { payload: { autorId: guest.usuario.id }, token: staffToken });
    expect(response.statusCode, response.body).toBe(201);
    const { ate } = response.json() as { autorId: string; ate: string };
    expect(response.json().autorId).toBe(guest.usuario.id);
    expect(Date.parse(ate) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(Date.parse(ate) - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const acts = await db().select().from(chatAtoModeracao).where(and(eq(chatAtoModeracao.alvo, guest.usuario.id), eq(chatAtoModeracao.acao, 'silenciar')));
    expect(acts).toEqual([expect.objectContaining({ canal, removidas: 0, moderadorId: expect.any(Number), expiraEm: expect.any(Date) })]);

    const sent = await send(app(), GRACE, canal, guest.token, 'after the mute');
    expect(sent.statusCode).toBe(201);
    const muted = sent.json() as { id: string; silenciada?: boolean };
    expect(muted.silenciada).toBeUndefined();

    // Everyone else: the message before the mute, never the one after.
    for (const ids of [(await history('?limit=200')).map((item) => item.id), (await historyAs(other.token)).map((item) => item.id)]) {
      expect(ids).toContain(before.id);
      expect(ids).not.toContain(muted.id);
    }
    // The muted person: their own message, as any other.
    const own = (await historyAs(guest.token)).find((item) => item.id === muted.id);
    expect(own).toBeDefined();
    expect(own?.silenciada).toBeUndefined();
    // Staff: marked.
    expect((await historyAs(staff.token)).find((item) => item.id === muted.id)?.silenciada).toBe(true);
    // A token for another channel, or a forged one, is nobody.
    expect((await historyAs('nonsense')).map((item) => item.id)).not.toContain(muted.id);
    // Catching up (depois) hides it too.
    const seqs = await history(`?depois=0&limit=200`);
    expect(seqs.map((item) => item.id)).not.toContain(muted.id);
  });

  it('mutes a member by their id, in that channel only, and not other members', async () => {
    const member = await join(app(), GRACE, canal, { token: memberToken });
    const response = await chat(app(), 'POST', muteUrl(), { payload: { autorId: member.usuario.id }, token: staffToken });
    expect(response.statusCode).toBe(201);
    const muted = (await send(app(), GRACE, canal, member.token, 'member muted')).json() as { id: string };
    expect((await history('?limit=200')).map((item) => item.id)).not.toContain(muted.id);
    const another = await join(app(), GRACE, canal, { nome: 'Nina' });
    const heard = (await send(app(), GRACE, canal, another.token, 'not muted')).json() as { id: string };
    expect((await history('?limit=200')).map((item) => item.id)).toContain(heard.id);
    // The mute expired: heard again.
    await db().update(chatAtoModeracao).set({ expiraEm: new Date(Date.now() - 1000) }).where(and(eq(chatAtoModeracao.alvo, member.usuario.id), eq(chatAtoModeracao.acao, 'silenciar')));
    const later = (await send(app(), GRACE, canal, member.token, 'heard again')).json() as { id: string };
    expect((await history('?limit=200')).map((item) => item.id)).toContain(later.id);
  });
});

describe('reactions', () => {
  const reactionsUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/reacoes`;
  const totals = async () => (await chat(app(), 'GET', reactionsUrl())).json() as { amem: number; coracao: number; oracao: number };

  it('counts amen, heart and pray per channel without signing in, and answers the totals', async () => {
    const start = await totals();
    expect(start).toEqual({ amem: expect.any(Number), coracao: expect.any(Number), oracao: expect.any(Number) });
    const amen = await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'amem' } });
    expect(amen.statusCode, amen.body).toBe(200);
    expect(amen.json()).toEqual({ ...start, amem: start.amem + 1 });
    const guest = await join(app(), GRACE, canal, { nome: 'Otto' });
    await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'coracao' }, chatToken: guest.token });
    await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'oracao' }, chatToken: 'not a token' });
    expect(await totals()).toEqual({ amem: start.amem + 1, coracao: start.coracao + 1, oracao: start.oracao + 1 });
    // Another church's channel of the same id is not this one.
    const esperanca = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    expect((await chat(app(), 'GET', reactionsUrl(GRACE, esperanca))).json().code).toBe('CANAL_NAO_ENCONTRADO');
    const elsewhere = await chat(app(), 'POST', reactionsUrl(ESPERANCA, canal), { payload: { reacao: 'amem' } });
    expect(elsewhere.statusCode).toBe(404);
    expect(await totals()).toEqual({ amem: start.amem + 1, coracao: start.coracao + 1, oracao: start.oracao + 1 });
  });

  it('refuses anything but the three reactions (400 naming reacao)', async () => {
    for (const payload of [{ reacao: 'like' }, { reacao: '' }, { reacao: 'amem'.repeat(2000) }, { reacao: 1 }, {}, { reacao: 'amem', extra: 1 }]) {
      const response = await chat(app(), 'POST', reactionsUrl(), { payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    const bad = await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'like' } });
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'body.reacao' })]);
  });

  it('answers 429 CHAT_MUITO_RAPIDO with Retry-After to an 11th reaction within 10 s of one person; others go on', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Pia' });
    for (let index = 1; index <= 10; index += 1) expect((await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'amem' }, chatToken: guest.token })).statusCode).toBe(200);
    const eleventh = await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'amem' }, chatToken: guest.token });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('CHAT_MUITO_RAPIDO');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Without a token, the address counts (each call here comes from a fresh one).
    expect((await chat(app(), 'POST', reactionsUrl(), { payload: { reacao: 'amem' } })).statusCode).toBe(200);
    const sameAddress = () => app().inject({ method: 'POST', url: `/chat/v1${reactionsUrl()}`, headers: { host: HOSTS.grace }, payload: { reacao: 'oracao' }, remoteAddress: '203.0.113.77' });
    for (let index = 1; index <= 10; index += 1) expect((await sameAddress()).statusCode).toBe(200);
    expect((await sameAddress()).statusCode).toBe(429);
  });

  it('refuses a closed channel (403 CHAT_FECHADO) and guests on a members-only one (403 CHAT_SOMENTE_MEMBROS)', async () => {
    const upcoming = `transmissao-${await upcomingBroadcastId(app(), GRACE)}`;
    const early = await chat(app(), 'POST', reactionsUrl(GRACE, upcoming), { payload: { reacao: 'amem' } });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('CHAT_FECHADO');
    const esperanca = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    const guest = await chat(app(), 'POST', reactionsUrl(ESPERANCA, esperanca), { payload: { reacao: 'amem' } });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('CHAT_SOMENTE_MEMBROS');
    const member = await login(app(), 'member@esperanca.example');
    const joined = await join(app(), ESPERANCA, esperanca, { token: member.token });
    expect((await chat(app(), 'POST', reactionsUrl(ESPERANCA, esperanca), { payload: { reacao: 'amem' }, chatToken: joined.token })).statusCode).toBe(200);
  });
});

describe('reports', () => {
  const reportUrl = (id: string, slug = GRACE) => `/igreja/${slug}/mensagens/${id}/denuncias`;
  const reportsUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/denuncias`;
  type Reported = { mensagem: { id: string; silenciada?: boolean }; total: number; ultimaEm: string };
  const reported = async () => ((await chat(app(), 'GET', reportsUrl(), { token: staffToken })).json() as { itens: Reported[] }).itens;

  it('stores a report once per person, counted for staff, who alone read them', async () => {
    const author = await join(app(), GRACE, canal, { nome: 'Quin' });
    const message = (await send(app(), GRACE, canal, author.token, 'report me')).json() as { id: string };
    const reader = await join(app(), GRACE, canal, { nome: 'Rui' });
    const first = await chat(app(), 'POST', reportUrl(message.id), { payload: { motivo: 'Spam' }, chatToken: reader.token });
    expect(first.statusCode, first.body).toBe(204);
    expect((await chat(app(), 'POST', reportUrl(message.id), { payload: {}, chatToken: reader.token })).statusCode).toBe(204);
    expect((await chat(app(), 'POST', reportUrl(message.id), { payload: {} })).statusCode).toBe(204);
    const item = (await reported()).find((candidate) => candidate.mensagem.id === message.id);
    expect(item).toMatchObject({ total: 2, mensagem: { id: message.id }, ultimaEm: expect.any(String) });
    const rows = await db().select().from(chatDenuncia).where(eq(chatDenuncia.mensagemId, message.id));
    expect(rows.map((row) => row.denunciante).sort()).toEqual([reader.usuario.id, expect.stringMatching(/^ip:[0-9a-f]{32}$/)].sort());
    expect(rows.find((row) => row.denunciante === reader.usuario.id)?.motivo).toBe('Spam');

    expect((await chat(app(), 'GET', reportsUrl())).statusCode).toBe(401);
    const member = await chat(app(), 'GET', reportsUrl(), { token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    const otherStaff = await login(app(), 'staff@esperanca.example');
    expect((await chat(app(), 'GET', reportsUrl(ESPERANCA), { token: otherStaff.token })).statusCode).toBe(404);

    // Removed: no longer listed.
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${message.id}`, { token: staffToken })).statusCode).toBe(204);
    expect((await reported()).map((candidate) => candidate.mensagem.id)).not.toContain(message.id);
    expect((await chat(app(), 'POST', reportUrl(message.id), { payload: {} })).statusCode).toBe(404);
  });

  it("answers 404 for an unknown message, another church's, and a muted one the reader cannot see; 400 naming motivo", async () => {
    const author = await join(app(), GRACE, canal, { nome: 'Sol' });
    const message = (await send(app(), GRACE, canal, author.token, 'mine')).json() as { id: string };
    for (const url of [reportUrl(crypto.randomUUID()), reportUrl(message.id, ESPERANCA)]) {
      const response = await chat(app(), 'POST', url, { payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('MENSAGEM_NAO_ENCONTRADA');
    }
    expect((await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/silenciados`, { payload: { autorId: author.usuario.id }, token: staffToken })).statusCode).toBe(201);
    const muted = (await send(app(), GRACE, canal, author.token, 'muted one')).json() as { id: string };
    expect((await chat(app(), 'POST', reportUrl(muted.id), { payload: {} })).statusCode).toBe(404);
    for (const payload of [{ motivo: 'x'.repeat(201) }, { motivo: 5 }, { other: 'x' }]) {
      const response = await chat(app(), 'POST', reportUrl(message.id), { payload });
      expect(response.statusCode).toBe(400);
    }
    const long = await chat(app(), 'POST', reportUrl(message.id), { payload: { motivo: 'x'.repeat(201) } });
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'body.motivo' })]);
  });

  it('answers 429 CHAT_MUITO_RAPIDO beyond 5 reports a minute of one person', async () => {
    const author = await join(app(), GRACE, canal, { nome: 'Tia' });
    const reader = await join(app(), GRACE, canal, { nome: 'Ugo' });
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      // Two authors, so that the author's own limit of 5 messages is not reached.
      const from = index < 3 ? author : reader;
      ids.push(((await send(app(), GRACE, canal, from.token, `m${index}`)).json() as { id: string }).id);
    }
    const other = await join(app(), GRACE, canal, { nome: 'Vera' });
    for (const id of ids.slice(0, 5)) expect((await chat(app(), 'POST', reportUrl(id), { payload: {}, chatToken: other.token })).statusCode).toBe(204);
    const sixth = await chat(app(), 'POST', reportUrl(ids[5] as string), { payload: {}, chatToken: other.token });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('CHAT_MUITO_RAPIDO');
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('the word filter', () => {
  const wordsUrl = (slug = GRACE) => `/igreja/${slug}/chat/palavras-bloqueadas`;

  it("refuses a message with a word of the church's language's list (400 CHAT_PALAVRA_BLOQUEADA naming texto), whole words without case or accents", async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Xavi' });
    for (const texto of ['what the fuck', 'SHIT!', 'bítch, please']) {
      const response = await send(app(), GRACE, canal, guest.token, texto);
      expect(response.statusCode, texto).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CHAT_PALAVRA_BLOQUEADA', errors: [expect.objectContaining({ field: 'body.texto' })] });
    }
    // Not whole words, and another language's list (grace speaks English).
    for (const texto of ['Scunthorpe shitake dickens', 'que mierda']) expect((await send(app(), GRACE, canal, guest.token, texto)).statusCode, texto).toBe(201);
  });

  it('lets staff add words for their church only; others get 401/403; bad lists 400 naming palavras', async () => {
    expect((await chat(app(), 'GET', wordsUrl())).statusCode).toBe(401);
    const member = await chat(app(), 'PUT', wordsUrl(), { payload: { palavras: ['heresia'] }, token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    for (const palavras of [['two words'], ['x'.repeat(41)], Array.from({ length: 201 }, (_, index) => `w${index}`), [''], 'heresia']) {
      const response = await chat(app(), 'PUT', wordsUrl(), { payload: { palavras }, token: staffToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^body\.palavras/);
    }
    const saved = await chat(app(), 'PUT', wordsUrl(), { payload: { palavras: ['Herésia', 'heresia', 'Spoiler'] }, token: staffToken });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ palavras: ['heresia', 'spoiler'] });
    expect((await chat(app(), 'GET', wordsUrl(), { token: staffToken })).json()).toEqual({ palavras: ['heresia', 'spoiler'] });

    const guest = await join(app(), GRACE, canal, { nome: 'Yan' });
    expect((await send(app(), GRACE, canal, guest.token, 'No SPOILER please')).statusCode).toBe(400);
    // Another church's staff cannot read or change grace's; esperanca's chat does not filter grace's words.
    const otherStaff = await login(app(), 'staff@esperanca.example');
    expect((await chat(app(), 'GET', wordsUrl(ESPERANCA), { token: otherStaff.token })).json()).toEqual({ palavras: [] });
    expect((await chat(app(), 'GET', wordsUrl(), { token: otherStaff.token })).statusCode).toBeGreaterThanOrEqual(401);
    const esperanca = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    const member2 = await login(app(), 'member@esperanca.example');
    const joined = await join(app(), ESPERANCA, esperanca, { token: member2.token });
    expect((await send(app(), ESPERANCA, esperanca, joined.token, 'sem spoiler')).statusCode).toBe(201);
    expect((await send(app(), ESPERANCA, esperanca, joined.token, 'que merda')).statusCode).toBe(400);
    await chat(app(), 'PUT', wordsUrl(), { payload: { palavras: [] }, token: staffToken });
  });
});

describe("the church's blocked words, guarded", () => {
  const wordsUrl = `/igreja/${GRACE}/chat/palavras-bloqueadas`;

  it("refuses guests, members and another church's staff, reading or replacing; bodies not a list of words are 400 or 415; the list is unchanged", async () => {
    const set = await chat(app(), 'PUT', wordsUrl, { payload: { palavras: ['Guarded'] }, token: staffToken });
    expect(set.json()).toEqual({ palavras: ['guarded'] });
    const otherStaff = await login(app(), 'staff@esperanca.example');
    for (const token of [undefined, memberToken, otherStaff.token]) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await chat(app(), method, wordsUrl, { token, ...(method === 'PUT' ? { payload: { palavras: [] } } : {}) });
        expect(response.statusCode, `${method} ${token ? 'signed in' : 'guest'}`).toBe(token ? 403 : 401);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    }
    for (const payload of [{}, { palavras: ['ok'], extra: true }, { palavras: [7] }, { palavras: ['tab\there'] }, { palavras: [' padded '] }]) {
      const response = await chat(app(), 'PUT', wordsUrl, { payload, token: staffToken });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^body/);
    }
    const malformed = await app().inject({ method: 'PUT', url: `/chat/v1${wordsUrl}`, headers: { host: HOSTS.grace, authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' }, payload: '{"palavras": [' });
    expect(malformed.statusCode).toBe(400);
    const text = await app().inject({ method: 'PUT', url: `/chat/v1${wordsUrl}`, headers: { host: HOSTS.grace, authorization: `Bearer ${staffToken}`, 'content-type': 'text/plain' }, payload: 'guarded' });
    expect(text.statusCode).toBe(415);
    expect((await chat(app(), 'GET', wordsUrl, { token: staffToken })).json()).toEqual({ palavras: ['guarded'] });
    // The next message takes the list as it is now: refused with the word, sent once it is gone.
    const guest = await join(app(), GRACE, canal, { nome: 'Gil' });
    expect((await send(app(), GRACE, canal, guest.token, 'a guarded remark')).statusCode).toBe(400);
    expect((await chat(app(), 'PUT', wordsUrl, { payload: { palavras: [] }, token: staffToken })).statusCode).toBe(200);
    expect((await send(app(), GRACE, canal, guest.token, 'a guarded remark')).statusCode).toBe(201);
  });
});

describe('slow mode', () => {
  const slowUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/modo-lento`;

  it('lets staff set seconds between messages per person, enforced with 429 and the wait; others 401/403/404/400', async () => {
    expect((await chat(app(), 'PUT', slowUrl(), { payload: { intervaloSegundos: 30 } })).statusCode).toBe(401);
    const member = await chat(app(), 'PUT', slowUrl(), { payload: { intervaloSegundos: 30 }, token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    const otherStaff = await login(app(), 'staff@esperanca.example');
    expect((await chat(app(), 'PUT', slowUrl(ESPERANCA), { payload: { intervaloSegundos: 30 }, token: otherStaff.token })).statusCode).toBe(404);
    for (const intervaloSegundos of [-1, 301, 1.5, '30', null]) {
      const response = await chat(app(), 'PUT', slowUrl(), { payload: { intervaloSegundos }, token: staffToken });
      expect(response.statusCode, String(intervaloSegundos)).toBe(400);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'body.intervaloSegundos' })]);
    }

    const set = await chat(app(), 'PUT', slowUrl(), { payload: { intervaloSegundos: 30 }, token: staffToken });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: canal, intervaloSegundos: 30 });
    expect((await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`)).json().intervaloSegundos).toBe(30);

    const guest = await join(app(), GRACE, canal, { nome: 'Zoe' });
    expect((await send(app(), GRACE, canal, guest.token, 'first')).statusCode).toBe(201);
    const second = await send(app(), GRACE, canal, guest.token, 'second');
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('CHAT_MUITO_RAPIDO');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Another person is not slowed by this one.
    const other = await join(app(), GRACE, canal, { nome: 'Abe' });
    expect((await send(app(), GRACE, canal, other.token, 'mine')).statusCode).toBe(201);
    // Off again.
    expect((await chat(app(), 'PUT', slowUrl(), { payload: { intervaloSegundos: 0 }, token: staffToken })).json().intervaloSegundos).toBe(0);
    expect((await send(app(), GRACE, canal, guest.token, 'second')).statusCode).toBe(201);
  });
});
