import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/test-app';
import { call, login, me } from '../helpers/account-helpers';

const uploadsDir = mkdtempSync(join(tmpdir(), 'church-uploads-'));
const testApp = setupTestApp({}, () => ({ UPLOADS_DIR: uploadsDir }));
const app = () => testApp().app;
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

async function signIn(email: string) {
  const pair = await login(app(), email);
  return { token: pair.token, ...(await me(app(), pair.token)) };
}

const BOUNDARY = '----multipart-test';

function multipart(parts: string): { payload: string; headers: Record<string, string> } {
  return { payload: parts, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

function field(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

const END = `--${BOUNDARY}--\r\n`;
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function pictureUpload(extraFields = ''): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([
    Buffer.from(`${extraFields}--${BOUNDARY}\r\nContent-Disposition: form-data; name="imagem"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_1x1,
    Buffer.from(`\r\n${END}`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

describe('multipart bodies (issue 8, item 4)', () => {
  it('refuses a multipart body to a JSON operation with 415 and changes nothing', async () => {
    const member = await signIn('member@grace.example');
    const form = multipart(field('nome', 'A'.repeat(5000)) + field('sexo', 'X') + field('qtdeFilhos', 'muitos') + END);
    const response = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, ...form });
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect((await me(app(), member.token)).nome).toBe(member.nome);

    const visitor = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', ...multipart(field('username', 'x') + END) });
    expect(visitor.statusCode).toBe(415);
  });

  it('refuses a JSON (or any other) body to an upload with 415', async () => {
    const member = await signIn('member@grace.example');
    const url = `/api/v1/usuario/${member.id}/perfil/imagem`;
    const json = await call(app(), { method: 'POST', url, token: member.token, payload: { imagem: 'a.png' } });
    expect(json.statusCode).toBe(415);
    const text = await call(app(), { method: 'POST', url, token: member.token, payload: 'imagem', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });

  it('validates a multipart body against its schema too', async () => {
    const member = await signIn('member@grace.example');
    const url = `/api/v1/usuario/${member.id}/perfil/imagem`;
    const extra = await call(app(), { method: 'POST', url, token: member.token, ...pictureUpload(field('extra', 'x')) });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([expect.objectContaining({ field: 'body.extra' })]);
    const twice = await call(app(), { method: 'POST', url, token: member.token, ...multipart(field('imagem', 'a') + field('imagem', 'b') + END) });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].field).toBe('body.imagem');
  });
});

describe('a malformed upload (issue 8, item 13)', () => {
  const truncated = multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="imagem"; filename="a.png"\r\n\r\nabc`);
  const noBoundary = { payload: 'not multipart at all', headers: { 'content-type': 'multipart/form-data' } };

  it('is refused before it is read: 401 without a token, 403 with another account’s', async () => {
    const member = await signIn('member@grace.example');
    const other = await signIn('staff@grace.example');
    const url = `/api/v1/usuario/${member.id}/perfil/imagem`;
    for (const body of [truncated, noBoundary]) {
      const anonymous = await call(app(), { method: 'POST', url, ...body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('AUTH_TOKEN_MISSING');
      const foreign = await call(app(), { method: 'POST', url, token: other.token, ...body });
      expect(foreign.statusCode).toBe(403);
    }
  });

  it('is a 400 problem for its own account', async () => {
    const member = await signIn('member@grace.example');
    const url = `/api/v1/usuario/${member.id}/perfil/imagem`;
    for (const body of [truncated, noBoundary]) {
      const response = await call(app(), { method: 'POST', url, token: member.token, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors[0].field).toBe('body');
    }
  });

  it('still lets a well-formed picture through', async () => {
    const member = await signIn('member@vida.example');
    const response = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/perfil/imagem`, token: member.token, ...pictureUpload() });
    expect(response.statusCode).toBe(200);
    expect(response.json().imagem).toMatchObject({ largura: 1, altura: 1 });
  });
});
