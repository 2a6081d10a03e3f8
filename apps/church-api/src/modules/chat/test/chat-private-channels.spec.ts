import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, newMember } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { chat, ESPERANCA, GRACE, join, liveBroadcastId } from './chat-test-helpers';
import { buyTicket, onlineCourse } from './chat-ticket-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

let broadcastId: number;
let memberToken: string;
let staffToken: string;
let esperancaStaffToken: string;

beforeAll(async () => {
  broadcastId = await liveBroadcastId(app(), GRACE);
  memberToken = (await login(app(), 'member@grace.example')).token;
  staffToken = (await login(app(), 'staff@grace.example')).token;
  esperancaStaffToken = (await login(app(), 'staff@esperanca.example')).token;
});

const channelUrl = (canal: string, slug = GRACE) => `/igreja/${slug}/canais/${canal}`;

/** Every way of reading, joining and writing a channel, each expected refused with 404 CANAL_NAO_ENCONTRADO. */
async function expectRefused(canal: string, who: { token?: string; chatToken?: string }, slug = GRACE) {
  const calls = [
    chat(app(), 'GET', channelUrl(canal, slug), who),
    chat(app(), 'POST', `${channelUrl(canal, slug)}/sessao`, { ...who, payload: { nome: 'Intruder' } }),
    chat(app(), 'GET', `${channelUrl(canal, slug)}/mensagens`, who),
    chat(app(), 'POST', `${channelUrl(canal, slug)}/mensagens`, { ...who, chatToken: who.chatToken ?? 'x.y', payload: { texto: 'hello', idCliente: crypto.randomUUID() } }),
    chat(app(), 'GET', `${channelUrl(canal, slug)}/reacoes`, who),
    chat(app(), 'POST', `${channelUrl(canal, slug)}/reacoes`, { ...who, payload: { reacao: 'amem' } }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.statusCode, `${response.body}`).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('CANAL_NAO_ENCONTRADO');
  }
}

/** A message sent as the chat token's person, with the member's bearer where they have one (as the browser sends it). */
async function sendAs(canal: string, chatToken: string, texto: string, token?: string) {
  const response = await chat(app(), 'POST', `${channelUrl(canal)}/mensagens`, { chatToken, token, payload: { texto, idCliente: crypto.randomUUID() } });
  expect(response.statusCode, response.body).toBe(201);
}

async function historyOf(canal: string, who: { token?: string; chatToken?: string }) {
  const response = await chat(app(), 'GET', `${channelUrl(canal)}/mensagens`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { itens: { texto: string; autor: { id: string } }[] }).itens;
}

describe("a broadcast's host channel", () => {
  const hosts = () => `anfitrioes-${broadcastId}`;

  it('is for staff: they join, write and read it', async () => {
    const canal = await chat(app(), 'GET', channelUrl(hosts()), { token: staffToken });
    expect(canal.statusCode).toBe(200);
    expect(canal.json()).toMatchObject({ id: hosts(), tipo: 'anfitrioes', acesso: 'membros', aberto: true });
    const staff = await join(app(), GRACE, hosts(), { token: staffToken });
    expect(staff.usuario.moderador).toBe(true);
    await sendAs(hosts(), staff.token, 'Camera 2 is ready', staffToken);
    expect((await historyOf(hosts(), { token: staffToken })).map((item) => item.texto)).toContain('Camera 2 is ready');
  });

  it('refuses a guest, a member, a member with a staff chat token, and another church’s staff', async () => {
    const staff = await join(app(), GRACE, hosts(), { token: staffToken });
    const live = await join(app(), GRACE, `transmissao-${broadcastId}`, { nome: 'Guest' });
    await expectRefused(hosts(), {});
    await expectRefused(hosts(), { chatToken: live.token });
    await expectRefused(hosts(), { chatToken: staff.token });
    await expectRefused(hosts(), { token: memberToken });
    await expectRefused(hosts(), { token: memberToken, chatToken: staff.token });
    await expectRefused(hosts(), { token: esperancaStaffToken }, ESPERANCA);
  });

  it('answers 401 to a bearer that is not valid, and 400 naming the channel for a malformed one', async () => {
    expect((await chat(app(), 'GET', channelUrl(hosts()), { token: 'not-a-token' })).statusCode).toBe(401);
    for (const canal of ['anfitrioes-0', 'anfitrioes-12345678901', 'anfitrioes-1-2', `anfitrioes-${'9'.repeat(70)}`]) {
      const response = await chat(app(), 'GET', channelUrl(canal), { token: staffToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('params.canal');
    }
    expect((await chat(app(), 'GET', channelUrl('anfitrioes-9999999999'), { token: staffToken })).statusCode).toBe(404);
  });
});

describe('private prayer', () => {
  const prayer = (participantId: string) => `oracao-${broadcastId}-${participantId}`;
  const prayersUrl = () => `${channelUrl(`transmissao-${broadcastId}`)}/oracoes`;

  it('a guest asks for prayer with their live chat token; staff list it, answer, and the guest reads the answer', async () => {
    const guest = await join(app(), GRACE, `transmissao-${broadcastId}`, { nome: 'Ana' });
    const asked = await chat(app(), 'POST', `${channelUrl(prayer(guest.usuario.id))}/sessao`, { chatToken: guest.token, payload: {} });
    expect(asked.statusCode, asked.body).toBe(200);
    const inPrayer = asked.json() as { usuario: { id: string; nome: string }; token: string; canal: { tipo: string } };
    expect(inPrayer.usuario).toMatchObject({ id: guest.usuario.id, nome: 'Ana', moderador: false });
    expect(inPrayer.canal.tipo).toBe('oracao');
    await sendAs(prayer(guest.usuario.id), inPrayer.token, 'Please pray for my mother');

    const listed = await chat(app(), 'GET', prayersUrl(), { token: staffToken });
    expect(listed.statusCode, listed.body).toBe(200);
    const item = (listed.json().itens as { canal: string }[]).find((entry) => entry.canal === prayer(guest.usuario.id));
    expect(item).toMatchObject({ participante: { id: guest.usuario.id, nome: 'Ana' }, total: 1, aguardando: true, ultimaMensagem: { texto: 'Please pray for my mother' } });
    expect(item).not.toHaveProperty('atendidaPor');

    const staff = await join(app(), GRACE, prayer(guest.usuario.id), { token: staffToken });
    await sendAs(prayer(guest.usuario.id), staff.token, 'We are praying with you', staffToken);
    const answered = ((await chat(app(), 'GET', prayersUrl(), { token: staffToken })).json().itens as { canal: string }[]).find((entry) => entry.canal === prayer(guest.usuario.id));
    expect(answered).toMatchObject({ total: 2, aguardando: false, atendidaPor: { id: staff.usuario.id } });
    expect((await historyOf(prayer(guest.usuario.id), { chatToken: inPrayer.token })).map((message) => message.texto)).toEqual(['Please pray for my mother', 'We are praying with you']);
  });

  it('a member asks as themselves, by their bearer', async () => {
    const member = await join(app(), GRACE, `transmissao-${broadcastId}`, { token: memberToken });
    const joined = await join(app(), GRACE, prayer(member.usuario.id), { token: memberToken });
    expect(joined.usuario.id).toBe(member.usuario.id);
    await sendAs(prayer(member.usuario.id), joined.token, 'Pray for our group', memberToken);
  });

  it('refuses everyone else: another guest, a member, a guest without a token, another church', async () => {
    const guest = await join(app(), GRACE, `transmissao-${broadcastId}`, { nome: 'Ana' });
    const other = await join(app(), GRACE, `transmissao-${broadcastId}`, { nome: 'Bruno' });
    await expectRefused(prayer(guest.usuario.id), {});
    await expectRefused(prayer(guest.usuario.id), { chatToken: other.token });
    await expectRefused(prayer(guest.usuario.id), { token: memberToken });
    await expectRefused(prayer(guest.usuario.id), { chatToken: guest.token }, ESPERANCA);
    await expectRefused(prayer(guest.usuario.id), { token: esperancaStaffToken }, ESPERANCA);
    const member = await newMember(app(), 'grace');
    await expectRefused(prayer(`membro-${member.id}`), { token: memberToken });
  });

  it('lists the conversations to staff only', async () => {
    expect((await chat(app(), 'GET', prayersUrl())).statusCode).toBe(401);
    const member = await chat(app(), 'GET', prayersUrl(), { token: memberToken });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    expect((await chat(app(), 'GET', `${channelUrl(`anfitrioes-${broadcastId}`)}/oracoes`, { token: staffToken })).statusCode).toBe(404);
    expect((await chat(app(), 'GET', `${channelUrl(`transmissao-${broadcastId}`, ESPERANCA)}/oracoes`, { token: esperancaStaffToken })).statusCode).toBe(404);
  });

  it('refuses malformed participants with 400 naming the channel', async () => {
    for (const participant of ['visitante-XYZ', 'visitante-abc', 'membro-0', `visitante-${'a'.repeat(33)}`]) {
      const response = await chat(app(), 'GET', channelUrl(prayer(participant)), { token: staffToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('params.canal');
    }
  });
});

describe("an exclusive content's channel", () => {
  let course: Awaited<ReturnType<typeof onlineCourse>>;
  let contentId: number;
  let holder: Awaited<ReturnType<typeof newMember>>;
  const content = () => `conteudo-${course.eventId}-${contentId}`;

  beforeAll(async () => {
    course = await onlineCourse(app(), GRACE);
    holder = await newMember(app(), 'grace');
    const ticketId = await buyTicket(app(), holder, course);
    const listed = await call(app(), { url: `/api/v1/usuario/${holder.id}/evento/${course.eventId}/inscricao/${ticketId}/conteudo/`, token: holder.token });
    contentId = (listed.json().conteudos as { id: number; situacao: string }[]).find((item) => item.situacao === 'DISPONIVEL')?.id as number;
  });

  it("is its ticket holders' and staff's: both join, write and read it", async () => {
    const canal = await chat(app(), 'GET', channelUrl(content()), { token: holder.token });
    expect(canal.statusCode, canal.body).toBe(200);
    expect(canal.json()).toMatchObject({ id: content(), tipo: 'conteudo', titulo: 'Welcome and introduction', acesso: 'membros', aberto: true });
    const joined = await join(app(), GRACE, content(), { token: holder.token });
    await sendAs(content(), joined.token, 'Great first lesson', holder.token);
    const staff = await join(app(), GRACE, content(), { token: staffToken });
    await sendAs(content(), staff.token, 'Glad you liked it', staffToken);
    expect((await historyOf(content(), { token: holder.token })).map((message) => message.texto)).toEqual(['Great first lesson', 'Glad you liked it']);
  });

  it("refuses a guest, a member without a ticket, the holder of another event's ticket, and another church", async () => {
    const joined = await join(app(), GRACE, content(), { token: holder.token });
    await expectRefused(content(), {});
    await expectRefused(content(), { chatToken: joined.token });
    await expectRefused(content(), { token: (await newMember(app(), 'grace')).token });
    // The demo member holds a ticket of grace's retreat, not of the course.
    await expectRefused(content(), { token: memberToken, chatToken: joined.token });
    await expectRefused(content(), { token: esperancaStaffToken }, ESPERANCA);
    // The content under another event's id is no channel.
    await expectRefused(`conteudo-${course.eventId + 1}-${contentId}`, { token: staffToken });
  });
});
