import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { openAppDatabase } from '../../../migration-sets';
import { usuarioIgreja } from '../../account/schema';
import { NOTES_PER_MEMBER } from '../notes-handlers';
import { notaSermao } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, login, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();

type Member = Awaited<ReturnType<typeof newMember>>;
const note = { titulo: 'Psalm 23', texto: 'The Lord is my shepherd.\nI shall not want.' };

function createNote(member: { token: string; igreja: number }, body: unknown = note, options: { key?: string; igreja?: number; app?: FastifyInstance } = {}) {
  return call(options.app ?? testApp().app, {
    method: 'POST',
    url: `/api/v1/nota-sermao/?igreja=${options.igreja ?? member.igreja}`,
    token: member.token,
    payload: body as object,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

function listNotes(member: { token?: string; igreja: number }, igreja = member.igreja, query = '') {
  return call(testApp().app, { url: `/api/v1/user/nota-sermao?igreja=${igreja}&limit=999${query}`, token: member.token });
}

const noteUrl = (id: number | string, igreja?: number) => `/api/v1/nota-sermao/${id}${igreja ? `?igreja=${igreja}` : ''}`;

async function noteOf(member: Member, body: unknown = note): Promise<number> {
  const created = await createNote(member, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}

describe('sermon notes: a member keeps their own', () => {
  it('writes a note, finds it in the list, reads it, changes it and deletes it', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const created = await createNote(member, { titulo: '  Psalm 23  ', texto: note.texto });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ id, igreja: member.igreja, titulo: 'Psalm 23', texto: note.texto });
    expect(created.json().dataUltimaAlteracao).toBe(created.json().dataCadastro);

    expect((await listNotes(member)).json()).toEqual({
      notas: [{ id, titulo: 'Psalm 23', resumo: note.texto, dataUltimaAlteracao: created.json().dataUltimaAlteracao }],
    });
    expect((await call(app, { url: noteUrl(id, member.igreja), token: member.token })).json()).toEqual(created.json());
    expect((await call(app, { url: noteUrl(id), token: member.token })).statusCode).toBe(200);

    const changed = await call(app, { method: 'PUT', url: noteUrl(id, member.igreja), token: member.token, payload: { titulo: 'Psalm 23 (2)', texto: 'Goodness and mercy.' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, titulo: 'Psalm 23 (2)', texto: 'Goodness and mercy.', dataCadastro: created.json().dataCadastro });
    expect(Date.parse(changed.json().dataUltimaAlteracao)).toBeGreaterThan(Date.parse(created.json().dataUltimaAlteracao));
    // The same note again (a retried save) changes nothing, not even its date.
    const again = await call(app, { method: 'PUT', url: noteUrl(id), token: member.token, payload: { titulo: 'Psalm 23 (2)', texto: 'Goodness and mercy.' } });
    expect(again.json().dataUltimaAlteracao).toBe(changed.json().dataUltimaAlteracao);

    expect((await call(app, { method: 'DELETE', url: noteUrl(id, member.igreja), token: member.token })).statusCode).toBe(204);
    expect((await call(app, { url: noteUrl(id), token: member.token })).statusCode).toBe(404);
    expect((await call(app, { method: 'DELETE', url: noteUrl(id), token: member.token })).statusCode).toBe(404);
    expect((await listNotes(member)).json()).toEqual({ notas: [] });
  });

  it('lists the last changed first, each with the start of its text, up to the limit asked', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const first = await noteOf(member, { titulo: 'First', texto: 'x'.repeat(500) });
    const second = await noteOf(member, { titulo: 'Second', texto: '' });
    await call(app, { method: 'PUT', url: noteUrl(first), token: member.token, payload: { titulo: 'First', texto: 'y'.repeat(500) } });
    const listed = (await listNotes(member)).json().notas as { id: number; resumo: string }[];
    expect(listed.map((item) => item.id)).toEqual([first, second]);
    expect(listed[0]?.resumo).toBe('y'.repeat(160));
    expect(listed[1]?.resumo).toBe('');
    const limited = await call(app, { url: `/api/v1/user/nota-sermao?igreja=${member.igreja}&limit=1`, token: member.token });
    expect(limited.json().notas).toHaveLength(1);
  });

  it("gives the demo member their church's demo notes", async () => {
    const { app } = testApp();
    const pair = await login(app, 'member@grace.example');
    const listed = await listNotes({ token: pair.token, igreja: await churchId(app, 'grace') });
    expect(listed.json().notas.map((item: { titulo: string }) => item.titulo)).toEqual(['Psalm 23: the Lord is my shepherd', 'Sermon on the Mount']);
  });
});

describe('sermon notes: a create retried with its key makes one note', () => {
  it('answers the first note again (200) for the same key, whatever the body', async () => {
    const member = await newMember(testApp().app, 'grace');
    const first = await createNote(member, note, { key: 'note-0b8f6a5e-2d4c' });
    const retry = await createNote(member, { titulo: 'Psalm 23', texto: 'typed later' }, { key: 'note-0b8f6a5e-2d4c' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await listNotes(member)).json().notas).toHaveLength(1);
  });

  it('makes one note of many concurrent creates with the same key', async () => {
    const member = await newMember(testApp().app, 'grace');
    const answers = await Promise.all(Array.from({ length: 6 }, () => createNote(member, note, { key: 'concurrent-key-0001' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect((await listNotes(member)).json().notas).toHaveLength(1);
  });

  it("keeps each member's keys apart, and refuses a key that made a note at another church", async () => {
    const { app, database } = testApp();
    const ana = await newMember(app, 'grace');
    const bruno = await newMember(app, 'grace');
    const anas = await createNote(ana, note, { key: 'shared-key-00000001' });
    const brunos = await createNote(bruno, note, { key: 'shared-key-00000001' });
    expect(brunos.statusCode).toBe(201);
    expect(brunos.json().id).not.toBe(anas.json().id);

    const esperanca = await churchId(app, 'esperanca');
    await database.handle.db.insert(usuarioIgreja).values({ usuarioId: ana.id, igrejaId: esperanca });
    const elsewhere = await createNote(ana, note, { key: 'shared-key-00000001', igreja: esperanca });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', errors: [{ field: 'headers.idempotency-key' }] });
  });
});

describe("sermon notes: nobody reaches another member's notes", () => {
  it("answers another member's note as if it did not exist, and leaves it as it was", async () => {
    const { app } = testApp();
    const owner = await newMember(app, 'grace');
    const other = await newMember(app, 'grace');
    const id = await noteOf(owner);
    expect((await call(app, { url: noteUrl(id), token: other.token })).statusCode).toBe(404);
    expect((await call(app, { method: 'PUT', url: noteUrl(id), token: other.token, payload: { titulo: 'Mine now', texto: '' } })).statusCode).toBe(404);
    expect((await call(app, { method: 'DELETE', url: noteUrl(id), token: other.token })).statusCode).toBe(404);
    expect((await listNotes(other)).json().notas).toEqual([]);
    expect((await call(app, { url: noteUrl(id), token: owner.token })).json()).toMatchObject({ titulo: note.titulo, texto: note.texto });
  });

  it('asks for a signed-in member', async () => {
    const { app } = testApp();
    const owner = await newMember(app, 'grace');
    const id = await noteOf(owner);
    for (const request of [
      { url: `/api/v1/user/nota-sermao?igreja=${owner.igreja}` },
      { method: 'POST' as const, url: `/api/v1/nota-sermao/?igreja=${owner.igreja}`, payload: note },
      { url: noteUrl(id) },
      { method: 'PUT' as const, url: noteUrl(id), payload: note },
      { method: 'DELETE' as const, url: noteUrl(id) },
      { url: noteUrl(id), token: 'not-a-token' },
    ]) {
      const answer = await call(app, request);
      expect(answer.statusCode, `${request.method ?? 'GET'} ${request.url}`).toBe(401);
      expect(answer.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe("sermon notes: each church's are its own", () => {
  it("keeps a member of two churches' notes apart, and refuses a church the member is not in", async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    const esperanca = await churchId(app, 'esperanca');
    const vida = await churchId(app, 'vida');
    await database.handle.db.insert(usuarioIgreja).values({ usuarioId: member.id, igrejaId: esperanca });
    const graceNote = await noteOf(member);
    const esperancaNote = (await createNote(member, { titulo: 'Salmo 23', texto: '' }, { igreja: esperanca })).json().id as number;

    expect((await listNotes(member)).json().notas.map((item: { id: number }) => item.id)).toEqual([graceNote]);
    expect((await listNotes(member, esperanca)).json().notas.map((item: { id: number }) => item.id)).toEqual([esperancaNote]);
    // Another church's note, asked for at this one: not found, and not changed.
    expect((await call(app, { url: noteUrl(graceNote, esperanca), token: member.token })).statusCode).toBe(404);
    expect((await call(app, { method: 'PUT', url: noteUrl(graceNote, esperanca), token: member.token, payload: { titulo: 'x', texto: '' } })).statusCode).toBe(404);
    expect((await call(app, { method: 'DELETE', url: noteUrl(graceNote, esperanca), token: member.token })).statusCode).toBe(404);
    expect((await call(app, { url: noteUrl(graceNote, member.igreja), token: member.token })).json().titulo).toBe(note.titulo);

    // Vida: not a member there.
    expect((await listNotes(member, vida)).statusCode).toBe(403);
    expect((await createNote(member, note, { igreja: vida })).statusCode).toBe(403);
    // An unknown church.
    expect((await listNotes(member, 999_999)).statusCode).toBe(404);
    expect((await call(app, { url: noteUrl(graceNote, 999_999), token: member.token })).statusCode).toBe(404);
  });

  it(`keeps at most ${NOTES_PER_MEMBER} notes per member at a church, all of them listed`, async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    await database.handle.db.insert(notaSermao).values(
      Array.from({ length: NOTES_PER_MEMBER - 1 }, (_, index) => ({ igrejaId: member.igreja, usuarioId: member.id, titulo: `Note ${index}` })),
    );
    const last = await createNote(member, note, { key: 'the-last-note-key' });
    expect(last.statusCode).toBe(201);
    const over = await createNote(member, note, { key: 'one-too-many-key' });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('NOTA_LIMITE');
    expect((await createNote(member, note)).json().code).toBe('NOTA_LIMITE');
    // A retry of the last one still answers it.
    expect((await createNote(member, note, { key: 'the-last-note-key' })).json().id).toBe(last.json().id);
    expect((await listNotes(member)).json().notas).toHaveLength(NOTES_PER_MEMBER);
    const count = await database.handle.db.select({ id: notaSermao.id }).from(notaSermao).where(and(eq(notaSermao.usuarioId, member.id), eq(notaSermao.igrejaId, member.igreja)));
    expect(count).toHaveLength(NOTES_PER_MEMBER);
  });
});

describe(`sermon notes: the ${NOTES_PER_MEMBER}-note cap holds under creates sent at once`, () => {
  const ROOM = 9;
  const SENT = 30;

  /** A new member of grace who already keeps all but ROOM notes there. */
  async function memberNearTheCap() {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    await database.handle.db.insert(notaSermao).values(
      Array.from({ length: NOTES_PER_MEMBER - ROOM }, (_, index) => ({ igrejaId: member.igreja, usuarioId: member.id, titulo: `Note ${index}` })),
    );
    return member;
  }

  /** Exactly ROOM of the creates made a note, the others were NOTA_LIMITE, none a 5xx, and the member keeps NOTES_PER_MEMBER notes. */
  async function expectCapHeld(member: Member, answers: Awaited<ReturnType<typeof createNote>>[]) {
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500), answers.find((answer) => answer.statusCode >= 500)?.body).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(ROOM);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.statusCode)).toEqual(Array(SENT - ROOM).fill(422));
    expect(new Set(refused.map((answer) => answer.json().code))).toEqual(new Set(['NOTA_LIMITE']));
    const kept = await testApp()
      .database.handle.db.select({ id: notaSermao.id })
      .from(notaSermao)
      .where(and(eq(notaSermao.usuarioId, member.id), eq(notaSermao.igrejaId, member.igreja)));
    expect(kept).toHaveLength(NOTES_PER_MEMBER);
  }

  const raceNote = (index: number) => ({ titulo: `Race ${index}`, texto: '' });
  // Half with a client key (each member's keys are their own), half without: both are counted under the same cap.
  const keyOf = (index: number) => (index % 2 === 0 ? { key: `race-note-${index}-0123456789` } : {});

  // On PostgreSQL the creates run on the pool's connections at once (the count-then-insert race made 27
  // notes of 30 before the advisory lock); PGlite runs one transaction at a time, so there it checks
  // only the outcome.
  it(`makes exactly ${ROOM} notes of ${SENT} creates sent at once by a member with room for ${ROOM}; the rest are NOTA_LIMITE, none a 5xx`, async () => {
    const member = await memberNearTheCap();
    const answers = await Promise.all(Array.from({ length: SENT }, (_, index) => createNote(member, raceNote(index), keyOf(index))));
    await expectCapHeld(member, answers);
  });

  // Two server processes on one PostgreSQL: the count and the insert of each are not in one process's memory.
  describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('on two replicas (PostgreSQL)', () => {
    let replica: FastifyInstance | null = null;
    afterAll(async () => {
      await replica?.close();
    });

    it(`makes exactly ${ROOM} notes of ${SENT} creates split between two replicas`, async () => {
      const url = testApp().database.url;
      if (!url) throw new Error('no database URL');
      replica = await buildApp({ config: { ...loadConfig({}), webDist: null }, database: openAppDatabase({ kind: 'postgres', url }) });
      await replica.ready();
      const member = await memberNearTheCap();
        const answers = await Promise.all(
        Array.from({ length: SENT }, (_, index) => createNote(member, raceNote(index), { ...keyOf(index), app: index % 3 === 0 ? (replica ?? undefined) : undefined })),
      );
      await expectCapHeld(member, answers);
    });
  });
});

describe('sermon notes: malformed and oversized values are 400s naming the field', () => {
  it.each([
    ['a blank title', { titulo: '   ', texto: 'x' }, 'body.titulo'],
    ['no title', { texto: 'x' }, 'body.titulo'],
    ['a title too long', { titulo: 't'.repeat(201), texto: '' }, 'body.titulo'],
    ['a text too long', { titulo: 'Title', texto: 'x'.repeat(100_001) }, 'body.texto'],
    ['no text', { titulo: 'Title' }, 'body.texto'],
    ['a title that is not text', { titulo: 23, texto: '' }, 'body.titulo'],
    ['a control character', { titulo: 'Psalm\u000023', texto: '' }, 'body.titulo'],
    ['a property the contract does not list', { titulo: 'Title', texto: '', usuarioId: 1 }, 'body.usuarioId'],
  ])('refuses %s when writing and changing a note', async (_case, body, field) => {
    const { app } = testApp();
    const member = await newMember(app, 'vida');
    const id = await noteOf(member);
    for (const answer of [await createNote(member, body), await call(app, { method: 'PUT', url: noteUrl(id), token: member.token, payload: body })]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect((await listNotes(member)).json().notas).toHaveLength(1);
  });

  it('refuses malformed ids, limits, church ids, keys, bodies and media types', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'vida');
    for (const id of ['0', 'abc', '2147483648', '-1', '1.5']) {
      const answer = await call(app, { url: noteUrl(id), token: member.token });
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
    }
    for (const [query, field] of [
      ['igreja=1&limit=1000', 'query.limit'],
      ['igreja=1&limit=0', 'query.limit'],
      ['igreja=abc', 'query.igreja'],
      ['limit=10', 'query.igreja'],
    ]) {
      const answer = await call(app, { url: `/api/v1/user/nota-sermao?${query}`, token: member.token });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    const badKey = await createNote(member, note, { key: 'short' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().errors).toEqual([expect.objectContaining({ field: 'headers.idempotency-key' })]);
    const notJson = await call(app, { method: 'POST', url: `/api/v1/nota-sermao/?igreja=${member.igreja}`, token: member.token, payload: 'titulo=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.statusCode).toBe(415);
    const broken = await call(app, { method: 'POST', url: `/api/v1/nota-sermao/?igreja=${member.igreja}`, token: member.token, payload: '{"titulo":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    const huge = await createNote(member, { titulo: 'Huge', texto: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect((await listNotes(member)).json().notas).toEqual([]);
  });
});
