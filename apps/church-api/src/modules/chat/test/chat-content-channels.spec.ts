import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, newMember } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { chat, ESPERANCA, GRACE, join, VIDA } from './chat-test-helpers';
import { buyTicket, onlineCourse } from './chat-ticket-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

interface Listed {
  canal: string;
  evento: { id: number; nome: string };
  conteudo: { id: number; titulo: string };
  aberto: boolean;
  mensagens: number;
  denunciadas: number;
  ultimaMensagemEm?: string;
}

const listUrl = (slug = GRACE) => `/igreja/${slug}/chat/conteudos`;

async function listAs(token: string, slug = GRACE): Promise<Listed[]> {
  const response = await chat(app(), 'GET', listUrl(slug), { token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { itens: Listed[] }).itens;
}

let staffToken: string;
let course: Awaited<ReturnType<typeof onlineCourse>>;
let holder: Awaited<ReturnType<typeof newMember>>;
let lessons: { id: number; titulo: string; situacao: string }[];

beforeAll(async () => {
  staffToken = (await login(app(), 'staff@grace.example')).token;
  course = await onlineCourse(app(), GRACE);
  holder = await newMember(app(), 'grace');
  const ticketId = await buyTicket(app(), holder, course);
  const listed = await call(app(), { url: `/api/v1/usuario/${holder.id}/evento/${course.eventId}/inscricao/${ticketId}/conteudo/`, token: holder.token });
  lessons = listed.json().conteudos;
});

describe("staff's list of the content chats", () => {
  it("lists every exclusive content of the church's events, open or not, before anyone wrote", async () => {
    const itens = await listAs(staffToken);
    const ofCourse = itens.filter((item) => item.evento.id === course.eventId);
    expect(ofCourse.map((item) => item.conteudo.id).sort()).toEqual(lessons.map((lesson) => lesson.id).sort());
    for (const item of ofCourse) {
      const lesson = lessons.find((candidate) => candidate.id === item.conteudo.id);
      expect(item).toMatchObject({ canal: `conteudo-${course.eventId}-${item.conteudo.id}`, evento: { nome: 'Online Course: Reading Romans' }, conteudo: { titulo: lesson?.titulo }, mensagens: 0, denunciadas: 0 });
      expect(item.aberto).toBe(lesson?.situacao === 'DISPONIVEL');
      expect(item.ultimaMensagemEm).toBeUndefined();
    }
  });

  it('puts the chat written in last first, with its messages and reported messages, and forgets what staff removed', async () => {
    const lesson = lessons.find((candidate) => candidate.situacao === 'DISPONIVEL');
    const canal = `conteudo-${course.eventId}-${lesson?.id}`;
    const joined = await join(app(), GRACE, canal, { token: holder.token });
    const sent = [];
    for (const texto of ['Where is the reading?', 'Found it, thanks']) {
      const response = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/mensagens`, { chatToken: joined.token, token: holder.token, payload: { texto, idCliente: crypto.randomUUID() } });
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json() as { id: string; criadaEm: string });
    }
    const reported = await chat(app(), 'POST', `/igreja/${GRACE}/mensagens/${sent[0]?.id}/denuncias`, { chatToken: joined.token, token: holder.token, payload: {} });
    expect(reported.statusCode, reported.body).toBe(204);

    const [first] = await listAs(staffToken);
    expect(first).toMatchObject({ canal, mensagens: 2, denunciadas: 1, aberto: true });
    expect(Date.parse(first?.ultimaMensagemEm ?? '')).toBe(Date.parse(sent[1]?.criadaEm ?? ''));

    const removed = await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${sent[0]?.id}`, { token: staffToken });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await listAs(staffToken))[0]).toMatchObject({ canal, mensagens: 1, denunciadas: 0 });
  });

  it("is staff's alone: no bearer is a 401, a member (a ticket holder too) a 403", async () => {
    const anonymous = await chat(app(), 'GET', listUrl());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    for (const token of [holder.token, (await login(app(), 'member@grace.example')).token]) {
      const member = await chat(app(), 'GET', listUrl(), { token });
      expect(member.statusCode).toBe(403);
      expect(member.json().code).toBe('CHAT_SOMENTE_MODERADORES');
    }
  });

  it("gives another church's staff nothing of this church, and each church only its own contents", async () => {
    const esperancaStaff = (await login(app(), 'staff@esperanca.example')).token;
    const elsewhere = await chat(app(), 'GET', listUrl(GRACE), { token: esperancaStaff });
    expect(elsewhere.statusCode).toBe(403);
    const own = await listAs(esperancaStaff, ESPERANCA);
    expect(own.some((item) => item.evento.id === course.eventId)).toBe(false);
    const vidaStaff = (await login(app(), 'staff@vida.example')).token;
    const vida = await listAs(vidaStaff, VIDA);
    expect(vida.length).toBeGreaterThan(0);
    expect(vida.some((item) => item.evento.id === course.eventId)).toBe(false);
  });

  it('lists none while the church has its events off, and them again once they are back on', async () => {
    const db = testApp().database.handle.db;
    const events = sql`(select id from modulo where codigo = 'MOD_EVENTO')`;
    const grace = sql`(select id from igreja where codigo = 'grace')`;
    await db.execute(sql`delete from igreja_modulo where igreja_id = ${grace} and modulo_id = ${events}`);
    // The tenant cache hears of the change: the list follows it without a restart.
    await vi.waitFor(async () => expect(await listAs(staffToken)).toEqual([]), { timeout: 5000, interval: 50 });
    await db.execute(sql`insert into igreja_modulo (igreja_id, modulo_id) select ${grace}, ${events}`);
    await vi.waitFor(async () => expect((await listAs(staffToken)).length).toBeGreaterThan(0), { timeout: 5000, interval: 50 });
  });

  it('answers an unknown church with a 404 and a malformed one with a 400 naming the slug', async () => {
    expect((await chat(app(), 'GET', listUrl('no-such-church'), { token: staffToken })).statusCode).toBe(404);
    const malformed = await chat(app(), 'GET', listUrl('Not_A_Slug!'), { token: staffToken });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(malformed.headers['content-type']).toContain('application/problem+json');
    expect(malformed.json().errors[0].field).toBe('params.slug');
  });
});
