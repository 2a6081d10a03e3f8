import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TENANT_CHANGE_CHANNEL } from '../../../platform/tenancy/tenant-cache';
import {
  MESSAGES_PER_ADDRESS,
  MESSAGES_PER_MEMBER,
  PRAYERS_PER_ADDRESS,
  PRAYERS_PER_MEMBER,
  REQUESTS_PER_ADDRESS,
  REQUESTS_PER_MEMBER,
} from '../prayer-handlers';
import { oracaoMensagem, oracaoOrar } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, exhaustLimit, freshAddress, newMember } from '../../../../test/helpers/account-helpers';
import { deleteRequest, type FormFile, fileRequestOk, leaveMessage, mine, multipartForm, picture, pray, SLUGS } from './prayer-helpers';

const uploadsDir = mkdtempSync(join(tmpdir(), 'church-prayer-limits-'));
const testApp = setupTestApp({}, () => ({ UPLOADS_DIR: uploadsDir }));
const app = () => testApp().app;
const db = () => testApp().database.handle.db;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

type Member = Awaited<ReturnType<typeof newMember>>;

async function graceFields(overrides: Record<string, string> = {}) {
  return { idIgreja: String(await churchId(app(), 'grace')), nome: 'Jordan', mensagem: 'Please pray for my recovery.', flagPublicarMural: 'true', ...overrides };
}

/** POST /oracao/ from a given address. */
function fileFrom(member: Member, fields: Record<string, string>, files: FormFile[] = [], remoteAddress = freshAddress()) {
  const form = multipartForm(fields, files);
  return call(app(), { method: 'POST', url: '/api/v1/oracao/', token: member.token, payload: form.payload, headers: form.headers, remoteAddress });
}

/** The first bytes of a PNG (signature and header) and nothing decodable after them: 415 whenever it is decoded. */
function undecodablePng(): FormFile {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(640, 16);
  header.writeUInt32BE(480, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return { field: 'imagem', filename: 'broken.png', contentType: 'image/png', data: header };
}

function expectRateLimited(response: Awaited<ReturnType<typeof call>>) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

async function prayersFor(id: number): Promise<number> {
  const [row] = await db().select({ total: count() }).from(oracaoOrar).where(eq(oracaoOrar.oracaoId, id));
  return row?.total ?? 0;
}

let markers = 0;
/**
 * The churches whose change the app heard while `act` ran. A marker announced after `act` (changes
 * are heard in the order they were committed) proves that every change `act` made has been heard.
 */
async function changesHeardDuring(act: () => Promise<unknown>): Promise<number[]> {
  const heard: (number | null)[] = [];
  const fence = async () => {
    markers += 1;
    const marker = -markers;
    await db().execute(sql`select pg_notify(${TENANT_CHANGE_CHANNEL}, ${String(marker)})`);
    await expect.poll(() => heard).toContain(marker);
  };
  const stop = app().tenantCache.onChange((churchId) => heard.push(churchId));
  try {
    await fence();
    heard.length = 0;
    await act();
    await fence();
  } finally {
    stop();
  }
  return heard.filter((churchId): churchId is number => churchId !== null && churchId > 0);
}

describe('"I prayed" changes the church’s pages only when it adds a prayer', () => {
  it('announces the first prayer of a member for a request on the wall, and nothing when they say it again', async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const member = await newMember(app(), 'grace');

    const first = await changesHeardDuring(async () => expect((await pray(app(), member.token, id)).json().qtdeOracoes).toBe(1));
    expect(first).toEqual([member.igreja]);

    const again = await changesHeardDuring(async () => {
      expect((await pray(app(), member.token, id)).json()).toEqual({ idOracao: id, qtdeOracoes: 1, flagOrou: true });
      const together = await Promise.all(Array.from({ length: 5 }, () => pray(app(), member.token, id)));
      expect(together.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    });
    expect(again).toEqual([]);
    expect(await prayersFor(id)).toBe(1);
  });

  it('announces nothing for a prayer, a message or a deletion of a request off the wall', async () => {
    const author = await newMember(app(), 'grace');
    const heard = await changesHeardDuring(async () => {
      const id = await fileRequestOk(app(), author.token, await graceFields({ flagPublicarMural: 'false' }));
      expect((await pray(app(), author.token, id)).statusCode).toBe(200);
      expect((await leaveMessage(app(), author.token, id, 'Still praying.')).statusCode).toBe(201);
      expect((await deleteRequest(app(), SLUGS.grace, id, author.token)).statusCode).toBe(204);
    });
    expect(heard).toEqual([]);
  });

  it('still announces a new request, a message and a deletion on the wall', async () => {
    const author = await newMember(app(), 'grace');
    let id = 0;
    expect(await changesHeardDuring(async () => (id = await fileRequestOk(app(), author.token, await graceFields())))).toEqual([author.igreja]);
    expect(await changesHeardDuring(() => leaveMessage(app(), author.token, id, 'Thank you all.'))).toEqual([author.igreja]);
    expect(await changesHeardDuring(() => deleteRequest(app(), SLUGS.grace, id, author.token))).toEqual([author.igreja]);
  });
});

describe('"I prayed" is limited per member and per address', () => {
  it(`takes ${PRAYERS_PER_MEMBER.max} from a member in ${PRAYERS_PER_MEMBER.windowSeconds / 60} minutes, repeats included; then 429 and nothing counted`, async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const other = await fileRequestOk(app(), author.token, await graceFields());
    const member = await newMember(app(), 'grace');
    await exhaustLimit(db(), PRAYERS_PER_MEMBER, member.id, PRAYERS_PER_MEMBER.max - 2);
    expect((await pray(app(), member.token, id)).statusCode).toBe(200);
    // Saying it again adds nothing, but it is a call like any other.
    expect((await pray(app(), member.token, id)).statusCode).toBe(200);
    const refused = await pray(app(), member.token, other);
    expectRateLimited(refused);
    expect(await prayersFor(other)).toBe(0);
    // Another member is not held back by it.
    expect((await pray(app(), author.token, other)).json().qtdeOracoes).toBe(1);
  });

  it(`takes ${PRAYERS_PER_ADDRESS.max} from one address in ${PRAYERS_PER_ADDRESS.windowSeconds / 60} minutes, whoever is signed in`, async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const member = await newMember(app(), 'grace');
    const address = freshAddress();
    await exhaustLimit(db(), PRAYERS_PER_ADDRESS, address);
    const refused = await call(app(), { method: 'POST', url: '/api/v1/oracao/orar/', token: member.token, payload: { idOracao: id }, remoteAddress: address });
    expectRateLimited(refused);
    expect(await prayersFor(id)).toBe(0);
    expect((await pray(app(), member.token, id)).json().qtdeOracoes).toBe(1);
  });
});

describe('messages and new requests are limited per address too', () => {
  it(`takes ${MESSAGES_PER_ADDRESS.max} messages from one address in ${MESSAGES_PER_ADDRESS.windowSeconds / 60} minutes, whoever is signed in`, async () => {
    expect(MESSAGES_PER_ADDRESS.max).toBeGreaterThan(MESSAGES_PER_MEMBER.max);
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const address = freshAddress();
    await exhaustLimit(db(), MESSAGES_PER_ADDRESS, address);
    const refused = await call(app(), { method: 'POST', url: '/api/v1/oracao/mensagem/', token: author.token, payload: { idOracao: id, mensagem: 'Hello' }, remoteAddress: address });
    expectRateLimited(refused);
    expect(await db().select({ id: oracaoMensagem.id }).from(oracaoMensagem).where(eq(oracaoMensagem.oracaoId, id))).toEqual([]);
  });

  it(`takes ${REQUESTS_PER_ADDRESS.max} requests from one address in ${REQUESTS_PER_ADDRESS.windowSeconds / 60} minutes, whoever is signed in`, async () => {
    expect(REQUESTS_PER_ADDRESS.max).toBeGreaterThan(REQUESTS_PER_MEMBER.max);
    const member = await newMember(app(), 'grace');
    const address = freshAddress();
    await exhaustLimit(db(), REQUESTS_PER_ADDRESS, address);
    expectRateLimited(await fileFrom(member, await graceFields(), [], address));
    expect((await mine(app(), member.token, member.igreja)).json().total).toBe(0);
  });
});

describe('a request’s picture is decoded only after the limits are counted', () => {
  it('refuses a picture that would not decode with 429, not 415, once the member is at the limit: it is never decoded', async () => {
    const member = await newMember(app(), 'grace');
    // Under the limit, the same body is decoded and refused for what it is.
    const decoded = await fileFrom(member, await graceFields(), [undecodablePng()]);
    expect(decoded.statusCode).toBe(415);
    await exhaustLimit(db(), REQUESTS_PER_MEMBER, member.id);
    expectRateLimited(await fileFrom(member, await graceFields(), [undecodablePng()]));
    expectRateLimited(await fileFrom(member, await graceFields(), [{ field: 'imagem', filename: 'a.png', contentType: 'image/png', data: await picture('png') }]));
    expect((await mine(app(), member.token, member.igreja)).json().total).toBe(0);
  });

  it('refuses it with 429 once the address is at its limit', async () => {
    const member = await newMember(app(), 'grace');
    const address = freshAddress();
    await exhaustLimit(db(), REQUESTS_PER_ADDRESS, address);
    expectRateLimited(await fileFrom(member, await graceFields(), [undecodablePng()], address));
  });

  it(`stores exactly ${REQUESTS_PER_MEMBER.max} of ${REQUESTS_PER_MEMBER.max + 5} requests with pictures sent at once, refusing the rest with 429`, async () => {
    const member = await newMember(app(), 'grace');
    const fields = await graceFields({ flagPublicarMural: 'false' });
    const file: FormFile = { field: 'imagem', filename: 'a.png', contentType: 'image/png', data: await picture('png', 16, 16) };
    const answers = await Promise.all(Array.from({ length: REQUESTS_PER_MEMBER.max + 5 }, () => fileFrom(member, fields, [file])));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(REQUESTS_PER_MEMBER.max).fill(201), ...Array(5).fill(429)]);
    expect((await mine(app(), member.token, member.igreja)).json().total).toBe(REQUESTS_PER_MEMBER.max);
    expect(readdirSync(join(uploadsDir, 'oracao', String(member.igreja))).length).toBeGreaterThanOrEqual(REQUESTS_PER_MEMBER.max);
  });
});
