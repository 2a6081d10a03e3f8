import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { oracao, oracaoMensagem, oracaoOrar } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import {
  deleteRequest,
  demoAccount,
  fileRequest,
  fileRequestOk,
  leaveMessage,
  mine,
  multipartForm,
  picture,
  pray,
  readRequest,
  SLUGS,
  wall,
} from './prayer-helpers';

const uploadsDir = mkdtempSync(join(tmpdir(), 'church-prayer-uploads-'));
const testApp = setupTestApp({}, () => ({ UPLOADS_DIR: uploadsDir }));
const app = () => testApp().app;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** The stored file behind an /uploads/ address. */
const storedFile = (url: string) => join(uploadsDir, url.replace(/^\/uploads\//, ''));

async function motiveNamed(slug: string, nome: string): Promise<number> {
  const motives = (await call(app(), { url: `/api/v1/igreja/${slug}/oracao-motivo/` })).json().oracaoMotivos as { id: number; nome: string }[];
  const found = motives.find((motive) => motive.nome === nome);
  if (!found) throw new Error(`no motive ${nome}`);
  return found.id;
}

async function graceFields(overrides: Record<string, string> = {}) {
  return {
    idIgreja: String(await churchId(app(), 'grace')),
    nome: 'Jordan',
    idOracaoMotivo: String(await motiveNamed(SLUGS.grace, 'Health')),
    mensagem: 'Please pray for my recovery.',
    flagPublicarMural: 'true',
    ...overrides,
  };
}

describe('filing a request', () => {
  it('stores a private request with a picture, re-encoded without metadata: its author lists it, the wall does not show it', async () => {
    const member = await newMember(app(), 'grace');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#369' } })
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    const fields = await graceFields({ nome: 'Jordan R.', flagPublicarMural: 'false', flagReceberLigacao: 'true', flagReceberVisita: 'false' });
    const response = await fileRequest(app(), member.token, fields, [{ field: 'imagem', filename: 'me.jpg', contentType: 'image/jpeg', data: photo }]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().oracao;
    expect(created).toMatchObject({
      nome: 'Jordan R.',
      motivo: { nome: 'Health' },
      mensagem: 'Please pray for my recovery.',
      flagPublicarMural: false,
      flagReceberLigacao: true,
      flagReceberVisita: false,
      flagAutor: true,
      qtdeOracoes: 0,
      mensagens: [],
      imagem: { largura: 64, altura: 48 },
    });
    expect(created.imagem.url).toMatch(new RegExp(`^/uploads/oracao/${fields.idIgreja}/[0-9a-f]{24}\\.jpg$`));
    const stored = readFileSync(storedFile(created.imagem.url));
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const listed = (await mine(app(), member.token, Number(fields.idIgreja))).json();
    expect(listed).toMatchObject({ total: 1, oracoes: [{ id: created.id, flagPublicarMural: false }] });
    const onWall = (await wall(app(), SLUGS.grace, '?limit=50')).json().oracoes as { id: number }[];
    expect(onWall.map((item) => item.id)).not.toContain(created.id);
  });

  it('puts a public request without a picture on the wall, newest first', async () => {
    const member = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), member.token, await graceFields({ idOracaoMotivo: '', mensagem: '  Pray for our city.  ' }));
    const [newest] = (await wall(app(), SLUGS.grace, '?limit=1')).json().oracoes;
    expect(newest).toMatchObject({ id, mensagem: 'Pray for our city.', qtdeOracoes: 0 });
    expect(newest).not.toHaveProperty('motivo');
    expect(newest).not.toHaveProperty('imagem');
  });

  it('refuses, naming the field: blank or oversized text, another church’s motive, an unknown field, a picture sent as text', async () => {
    const member = await newMember(app(), 'grace');
    const esperancaMotive = String(await motiveNamed(SLUGS.esperanca, 'Saúde'));
    const cases: [Record<string, string>, number, string][] = [
      [await graceFields({ nome: '   ' }), 400, 'body.nome'],
      [await graceFields({ mensagem: '\n\t ' }), 400, 'body.mensagem'],
      [await graceFields({ mensagem: 'x'.repeat(2001) }), 400, 'body.mensagem'],
      [await graceFields({ nome: 'n'.repeat(101) }), 400, 'body.nome'],
      [await graceFields({ idOracaoMotivo: esperancaMotive }), 400, 'body.idOracaoMotivo'],
      [await graceFields({ idOracaoMotivo: 'abc' }), 400, 'body.idOracaoMotivo'],
      [await graceFields({ flagPublicarMural: 'yes' }), 400, 'body.flagPublicarMural'],
      [await graceFields({ extra: 'x' }), 400, 'body.extra'],
      [await graceFields({ imagem: 'photo.jpg' }), 400, 'body.imagem'],
    ];
    for (const [fields, status, field] of cases) {
      const refused = await fileRequest(app(), member.token, fields);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(status);
      expect(refused.json().errors, field).toEqual([expect.objectContaining({ field })]);
    }
    const missing = await fileRequest(app(), member.token, { idIgreja: (await graceFields()).idIgreja, nome: 'x' });
    expect(missing.statusCode).toBe(400);
    const json = await call(app(), { method: 'POST', url: '/api/v1/oracao/', token: member.token, payload: await graceFields() });
    expect(json.statusCode).toBe(415);
    expect((await mine(app(), member.token, member.igreja)).json().total).toBe(0);
  });

  it('checks the picture by its content and size: not an image is 415, over 5 MB is 413, and nothing is stored', async () => {
    const member = await newMember(app(), 'grace');
    const fields = await graceFields();
    const fake = await fileRequest(app(), member.token, fields, [{ field: 'imagem', filename: 'a.png', contentType: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'IMG_UNSUPPORTED_TYPE', errors: [{ field: 'body.imagem' }] });
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await fileRequest(app(), member.token, fields, [{ field: 'imagem', filename: 'big.png', contentType: 'image/png', data: huge }])).statusCode).toBe(413);
    const two = await fileRequest(app(), member.token, fields, [
      { field: 'imagem', filename: 'a.png', contentType: 'image/png', data: await picture('png') },
      { field: 'imagem', filename: 'b.png', contentType: 'image/png', data: await picture('png') },
    ]);
    expect(two.statusCode).toBe(413);
    expect((await mine(app(), member.token, member.igreja)).json().total).toBe(0);
  });

  it('is for members of the church: a visitor is 401 before the form is read, a member of another church 403, an unknown or switched-off church 404', async () => {
    const fields = await graceFields();
    const visitor = await fileRequest(app(), undefined, fields);
    expect(visitor.statusCode).toBe(401);
    const outsider = await demoAccount(app(), 'member@esperanca.example');
    expect((await fileRequest(app(), outsider.token, fields)).statusCode).toBe(403);
    const vidaMember = await demoAccount(app(), 'member@vida.example');
    expect((await fileRequest(app(), vidaMember.token, { ...fields, idIgreja: String(await churchId(app(), 'vida')) })).statusCode).toBe(404);
    expect((await fileRequest(app(), outsider.token, { ...fields, idIgreja: '2147483647' })).statusCode).toBe(404);
    expect((await fileRequest(app(), outsider.token, { ...fields, idIgreja: '9999999999' })).statusCode).toBe(404);
    const tooLong = await fileRequest(app(), outsider.token, { ...fields, idIgreja: '99999999999' });
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: 'body.idIgreja' })]);
  });

  it('takes at most 10 requests an hour from a member', async () => {
    const member = await newMember(app(), 'grace');
    const fields = await graceFields({ flagPublicarMural: 'false' });
    for (let n = 0; n < 10; n += 1) expect((await fileRequest(app(), member.token, fields)).statusCode).toBe(201);
    const eleventh = await fileRequest(app(), member.token, fields);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
  });
});

describe('praying', () => {
  it('counts 20 simultaneous "I prayed" from one member once, and another member once more', async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const member = await newMember(app(), 'grace');
    const answers = await Promise.all(Array.from({ length: 20 }, () => pray(app(), member.token, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.map((answer) => answer.json().qtdeOracoes)).toEqual(Array(20).fill(1));
    const [{ total } = { total: -1 }] = await testApp().database.handle.db.select({ total: count() }).from(oracaoOrar).where(eq(oracaoOrar.oracaoId, id));
    expect(total).toBe(1);
    expect((await pray(app(), author.token, id)).json()).toEqual({ idOracao: id, qtdeOracoes: 2, flagOrou: true });
    const read = (await readRequest(app(), SLUGS.grace, id, member.token)).json().oracao;
    expect(read).toMatchObject({ qtdeOracoes: 2, flagOrou: true, flagAutor: false });
  });

  it("refuses a visitor, a member of another church, a private request of someone else's and an unknown id", async () => {
    const author = await newMember(app(), 'grace');
    const publicId = await fileRequestOk(app(), author.token, await graceFields());
    const privateId = await fileRequestOk(app(), author.token, await graceFields({ flagPublicarMural: 'false' }));
    expect((await pray(app(), undefined, publicId)).statusCode).toBe(401);
    const outsider = await demoAccount(app(), 'member@esperanca.example');
    expect((await pray(app(), outsider.token, publicId)).statusCode).toBe(403);
    const other = await newMember(app(), 'grace');
    expect((await pray(app(), other.token, privateId)).statusCode).toBe(404);
    expect((await pray(app(), other.token, 2147483647)).statusCode).toBe(404);
    expect((await pray(app(), other.token, 2147483648)).statusCode).toBe(400);
    expect((await pray(app(), other.token, '1')).statusCode).toBe(400);
    // Staff may pray for a private request of their church.
    const staff = await demoAccount(app(), 'staff@grace.example');
    expect((await pray(app(), staff.token, privateId)).json().qtdeOracoes).toBe(1);
  });
});

describe('messages', () => {
  it('adds a plain-text message, signed with the first name and initial, shown in order', async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const member = await newMember(app(), 'grace', { nome: 'Sam', sobrenome: 'Lee' });
    const first = await leaveMessage(app(), member.token, id, '  Praying <b>for you</b>.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json().mensagem).toMatchObject({ autor: 'Sam L.', mensagem: 'Praying <b>for you</b>.' });
    await leaveMessage(app(), author.token, id, 'Thank you!');
    const read = (await readRequest(app(), SLUGS.grace, id)).json().oracao;
    expect(read.mensagens.map((message: { mensagem: string }) => message.mensagem)).toEqual(['Praying <b>for you</b>.', 'Thank you!']);
    expect(read.qtdeMensagens).toBe(2);
  });

  it('refuses blank, oversized and control-character text, visitors, other churches and unreadable requests', async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const privateId = await fileRequestOk(app(), author.token, await graceFields({ flagPublicarMural: 'false' }));
    const member = await newMember(app(), 'grace');
    for (const [text, field] of [
      ['   ', 'body.mensagem'],
      ['x'.repeat(1001), 'body.mensagem'],
      ['', 'body.mensagem'],
      ['bell\u0007', 'body.mensagem'],
    ] as const) {
      const refused = await leaveMessage(app(), member.token, id, text);
      expect(refused.statusCode, JSON.stringify(text)).toBe(400);
      expect(refused.json().errors).toEqual([expect.objectContaining({ field })]);
    }
    expect((await leaveMessage(app(), member.token, id, 42)).statusCode).toBe(400);
    expect((await leaveMessage(app(), undefined, id, 'hi')).statusCode).toBe(401);
    expect((await leaveMessage(app(), (await demoAccount(app(), 'member@esperanca.example')).token, id, 'hi')).statusCode).toBe(403);
    expect((await leaveMessage(app(), member.token, privateId, 'hi')).statusCode).toBe(404);
    expect((await readRequest(app(), SLUGS.grace, id)).json().oracao.mensagens).toEqual([]);
  });

  it('takes at most 10 messages in 5 minutes from a member', async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields());
    const member = await newMember(app(), 'grace');
    for (let n = 1; n <= 10; n += 1) expect((await leaveMessage(app(), member.token, id, `Message ${n}`)).statusCode).toBe(201);
    const eleventh = await leaveMessage(app(), member.token, id, 'One more');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('RATE_LIMITED');
    // Another member is not held back by it.
    expect((await leaveMessage(app(), author.token, id, 'Thanks, all')).statusCode).toBe(201);
  });
});

describe('deleting', () => {
  it('lets only the author delete: others are 403 (404 when they may not read it), then the request, its messages, prayers and picture are gone', async () => {
    const author = await newMember(app(), 'grace');
    const id = await fileRequestOk(app(), author.token, await graceFields(), [{ field: 'imagem', filename: 'a.webp', contentType: 'image/webp', data: await picture('webp') }]);
    const privateId = await fileRequestOk(app(), author.token, await graceFields({ flagPublicarMural: 'false' }));
    const imageUrl = (await readRequest(app(), SLUGS.grace, id)).json().oracao.imagem.url as string;
    expect(existsSync(storedFile(imageUrl))).toBe(true);
    const member = await newMember(app(), 'grace');
    await pray(app(), member.token, id);
    await leaveMessage(app(), member.token, id, 'Praying.');

    expect((await deleteRequest(app(), SLUGS.grace, id, member.token)).statusCode).toBe(403);
    expect((await deleteRequest(app(), SLUGS.grace, privateId, member.token)).statusCode).toBe(404);
    const staff = await demoAccount(app(), 'staff@grace.example');
    expect((await deleteRequest(app(), SLUGS.grace, privateId, staff.token)).statusCode).toBe(403);
    expect((await deleteRequest(app(), SLUGS.grace, id)).statusCode).toBe(401);
    expect((await deleteRequest(app(), SLUGS.esperanca, id, author.token)).statusCode).toBe(404);

    const changed: (number | null)[] = [];
    const stopHearing = app().tenantCache.onChange((churchId) => changed.push(churchId));
    expect((await deleteRequest(app(), SLUGS.grace, id, author.token)).statusCode).toBe(204);
    // Every process drops the church's rendered pages (the wall) at once.
    await expect.poll(() => changed).toContain(author.igreja);
    stopHearing();
    expect((await readRequest(app(), SLUGS.grace, id)).statusCode).toBe(404);
    expect((await deleteRequest(app(), SLUGS.grace, id, author.token)).statusCode).toBe(404);
    expect(existsSync(storedFile(imageUrl))).toBe(false);
    const db = testApp().database.handle.db;
    expect(await db.select({ id: oracao.id }).from(oracao).where(eq(oracao.id, id))).toEqual([]);
    expect(await db.select({ id: oracaoMensagem.id }).from(oracaoMensagem).where(eq(oracaoMensagem.oracaoId, id))).toEqual([]);
    expect(await db.select({ id: oracaoOrar.oracaoId }).from(oracaoOrar).where(eq(oracaoOrar.oracaoId, id))).toEqual([]);
    expect((await pray(app(), member.token, id)).statusCode).toBe(404);
    expect((await mine(app(), author.token, author.igreja)).json().oracoes.map((item: { id: number }) => item.id)).toEqual([privateId]);
  });
});

describe('malformed uploads', () => {
  it('answers a body the parser cannot read with 400, never 5xx', async () => {
    const member = await newMember(app(), 'grace');
    const broken = multipartForm(await graceFields());
    const cut = broken.payload.subarray(0, broken.payload.length - 20);
    const response = await call(app(), { method: 'POST', url: '/api/v1/oracao/', token: member.token, payload: cut, headers: broken.headers });
    expect(response.statusCode).toBe(400);
  });
});
