import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../../../platform/images/image-files';
import { PICTURES_PER_ACCOUNT } from '../profile-image-handlers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, exhaustLimit, login, me, newMember } from '../../../../test/helpers/account-helpers';

const uploadsDir = mkdtempSync(join(tmpdir(), 'church-uploads-'));
const testApp = setupTestApp({}, () => ({ UPLOADS_DIR: uploadsDir }));
const app = () => testApp().app;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** The first bytes of real image files: enough for the type and the size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return header;
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof.writeUInt8(8, 4);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

function webp(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data.write('RIFF', 0, 'ascii');
  data.writeUInt32LE(22, 4);
  data.write('WEBP', 8, 'ascii');
  data.write('VP8X', 12, 'ascii');
  data.writeUInt32LE(10, 16);
  data.writeUIntLE(width - 1, 24, 3);
  data.writeUIntLE(height - 1, 27, 3);
  return data;
}

/** A real picture of that size and format, decodable like a camera's. */
function picture(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } })[format]().toBuffer();
}

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----church-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function signIn(email: string) {
  const pair = await login(app(), email);
  return { ...pair, id: (await me(app(), pair.token)).id };
}

describe('image sniffing', () => {
  it('reads the type and size of PNG, JPEG and WebP, and nothing else', () => {
    expect(sniffImage(png(640, 480))).toMatchObject({ type: 'image/png', width: 640, height: 480 });
    expect(sniffImage(jpeg(800, 600))).toMatchObject({ type: 'image/jpeg', width: 800, height: 600 });
    expect(sniffImage(webp(320, 200))).toMatchObject({ type: 'image/webp', width: 320, height: 200 });
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
  });
});

describe('POST and DELETE /usuario/{id}/perfil/imagem', () => {
  it('stores a picture by its content, serves it at /uploads/ and deletes it', async () => {
    const member = await signIn('member@grace.example');
    // A PNG sent as "image/jpeg" with a .jpg name is still stored as the PNG it is.
    const upload = multipart('imagem', 'me.jpg', 'image/jpeg', await picture('png', 256, 256));
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...upload });
    expect(response.statusCode).toBe(200);
    const { imagem } = response.json();
    expect(imagem).toMatchObject({ largura: 256, altura: 256 });
    expect(imagem.url).toMatch(new RegExp(`^/uploads/usuario/${member.id}/[0-9a-f]{24}\\.png$`));
    const file = join(uploadsDir, imagem.url.replace('/uploads/', ''));
    expect(await sharp(readFileSync(file)).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const served = await app().inject({ url: imagem.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await me(app(), member.token)) as unknown as { imagem: unknown }).toMatchObject({ imagem });

    // A new picture replaces the old file.
    const second = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'me.webp', 'image/webp', await picture('webp', 100, 80)) });
    expect(second.json().imagem).toMatchObject({ largura: 100, altura: 80 });
    expect(existsSync(file)).toBe(false);

    const deleted = await call(app(), { method: 'DELETE', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(join(uploadsDir, second.json().imagem.url.replace('/uploads/', '')))).toBe(false);
    const after = (await call(app(), { url: '/api/v1/me', token: member.token })).json().usuario;
    expect(after.imagem).toBeUndefined();
  });

  it('accepts a JPEG', async () => {
    const member = await signIn('member@vida.example');
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'foto.jpeg', 'image/jpeg', await picture('jpeg', 1024, 768)) });
    expect(response.statusCode).toBe(200);
    expect(response.json().imagem.url).toMatch(/\.jpg$/);
  });

  it('stores the picture encoded again: upright, scaled to fit 2048 px, without EXIF, GPS or any other metadata', async () => {
    const member = await signIn('staff@vida.example');
    // A phone photo: 3000 × 1000 stored sideways (EXIF orientation 6) with the place it was taken.
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'IMG_0001.jpg', 'image/jpeg', photo) });
    expect(response.statusCode).toBe(200);
    const { imagem } = response.json();
    expect(imagem).toMatchObject({ largura: 683, altura: 2048 });
    const stored = readFileSync(join(uploadsDir, imagem.url.replace('/uploads/', '')));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 683, height: 2048 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a file that only looks like a picture (415)', async () => {
    const member = await signIn('staff@vida.example');
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'fake.png', 'image/png', png(640, 480)) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'IMG_UNSUPPORTED_TYPE' });
  });

  it('refuses a file that is not JPEG, PNG or WebP whatever its declared type (415)', async () => {
    const member = await signIn('member@esperanca.example');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'x.png', 'image/png', svg) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'IMG_UNSUPPORTED_TYPE', errors: [{ field: 'body.imagem' }] });
  });

  it('refuses a file over 5 MB (413)', async () => {
    const member = await signIn('member@esperanca.example');
    const big = Buffer.concat([png(4000, 4000), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'big.png', 'image/png', big) });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('needs the field imagem, a token and one’s own id', async () => {
    const member = await signIn('staff@grace.example');
    const other = await signIn('member@grace.example');
    const wrongField = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('foto', 'a.png', 'image/png', png(1, 1)) });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].field).toContain('imagem');
    const anonymous = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, ...multipart('imagem', 'a.png', 'image/png', png(1, 1)) });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await call(app(), { method: 'POST', url: `/api/v1/usuario/${other.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'a.png', 'image/png', png(1, 1)) });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('profile pictures: the limit is counted before a picture is decoded', () => {
  const upload = (member: { id: number; token: string }, content: Buffer) =>
    call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...multipart('imagem', 'me.png', 'image/png', content) });

  it(`refuses a picture that would not decode with 429, not 415, once the account sent ${PICTURES_PER_ACCOUNT.max} in ${PICTURES_PER_ACCOUNT.windowSeconds / 60} minutes: it is never decoded`, async () => {
    const member = await newMember(app(), 'grace');
    // Under the limit, the same bytes are decoded and refused for what they are.
    expect((await upload(member, png(640, 480))).statusCode).toBe(415);
    await exhaustLimit(testApp().database.handle.db, PICTURES_PER_ACCOUNT, member.id);
    for (const content of [png(640, 480), await picture('png', 32, 32)]) {
      const refused = await upload(member, content);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(((await me(app(), member.token)) as unknown as { imagem?: unknown }).imagem).toBeUndefined();
  });

  it(`takes exactly ${PICTURES_PER_ACCOUNT.max} of ${PICTURES_PER_ACCOUNT.max + 5} pictures sent at once, refusing the rest with 429 and no 5xx`, async () => {
    const member = await newMember(app(), 'grace');
    const content = await picture('png', 16, 16);
    const answers = await Promise.all(Array.from({ length: PICTURES_PER_ACCOUNT.max + 5 }, () => upload(member, content)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(PICTURES_PER_ACCOUNT.max).fill(200), ...Array(5).fill(429)]);
  });
});
