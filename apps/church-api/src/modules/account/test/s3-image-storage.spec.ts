import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { s3SettingsFrom, signatureV4 } from '../../../platform/images/s3-image-storage';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { call, login, me } from '../../../../test/helpers/account-helpers';

const directory = mkdtempSync(join(tmpdir(), 'church-s3-'));
let s3: S3rver;
let endpoint: string;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'pictures', configs: [] }] });
  const address: AddressInfo = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  database = await createTestDatabase();
  const config = loadConfig({ S3_ENDPOINT: endpoint, S3_BUCKET: 'pictures', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });
  app = await buildApp({ config: { ...config, webDist: null }, database: database.handle, validateResponses: true });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** A real PNG of that size (the server decodes and encodes every picture again). */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer();
}

describe('AWS Signature Version 4', () => {
  it('signs the get-vanilla request of AWS’s test suite as AWS does', () => {
    const authorization = signatureV4({
      method: 'GET',
      path: '/',
      headers: { host: 'example.amazonaws.com', 'x-amz-date': '20150830T123600Z' },
      payloadHash: createHash('sha256').update('').digest('hex'),
      region: 'us-east-1',
      service: 'service',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('reads the S3_* settings only when all four are set', () => {
    expect(s3SettingsFrom({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' })).toBeNull();
    expect(s3SettingsFrom({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toMatchObject({ region: 'us-east-1' });
  });
});

describe('profile pictures in an S3-compatible bucket (s3rver on 127.0.0.1)', () => {
  it('puts the picture in the bucket, links to it and deletes it', async () => {
    const pair = await login(app, 'member@esperanca.example');
    const { id } = await me(app, pair.token);
    const boundary = '----s3-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagem"; filename="eu.png"\r\nContent-Type: image/png\r\n\r\n`),
      await png(300, 200),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await call(app, {
      method: 'POST',
      url: `/api/v1/usuario/${id}/perfil/imagem`,
      token: pair.token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    const { imagem } = response.json();
    expect(imagem).toMatchObject({ largura: 300, altura: 200 });
    expect(imagem.url).toMatch(new RegExp(`^${endpoint}/pictures/usuario/${id}/[0-9a-f]{24}\\.png$`));

    const stored = await fetch(imagem.url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 300, height: 200 });
    // Nothing is written to local disk or served at /uploads/ in this mode.
    expect((await app.inject({ url: '/uploads/anything.png' })).statusCode).not.toBe(200);

    const deleted = await call(app, { method: 'DELETE', url: `/api/v1/usuario/${id}/perfil/imagem`, token: pair.token });
    expect(deleted.statusCode).toBe(204);
    expect((await fetch(imagem.url)).status).toBe(404);
  });
});
