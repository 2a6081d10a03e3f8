import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { call, login, me } from '../../../../test/helpers/account-helpers';

export const SLUGS = { grace: 'grace-community-church', esperanca: 'igreja-esperanca-sao-paulo', vida: 'iglesia-vida-madrid' } as const;

/** A demo account signed in, with its id. */
export async function demoAccount(app: FastifyInstance, email: string) {
  const pair = await login(app, email);
  return { ...pair, id: (await me(app, pair.token)).id };
}

/** A real picture, decodable like a camera's. */
export function picture(format: 'png' | 'jpeg' | 'webp' = 'png', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })[format]().toBuffer();
}

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipartForm(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = '----church-prayer-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /oracao/ with the given fields (and picture). */
export function fileRequest(app: FastifyInstance, token: string | undefined, fields: Record<string, string>, files: FormFile[] = []) {
  const form = multipartForm(fields, files);
  return call(app, { method: 'POST', url: '/api/v1/oracao/', token, payload: form.payload, headers: form.headers });
}

/** Files a request through the API and answers its id. */
export async function fileRequestOk(app: FastifyInstance, token: string, fields: Record<string, string>, files: FormFile[] = []): Promise<number> {
  const response = await fileRequest(app, token, fields, files);
  if (response.statusCode !== 201) throw new Error(`file a request: ${response.statusCode} ${response.body}`);
  return response.json().oracao.id as number;
}

export function wall(app: FastifyInstance, slug: string, query = '') {
  return call(app, { url: `/api/v1/oracao/${slug}${query}` });
}

export function readRequest(app: FastifyInstance, slug: string, id: number, token?: string) {
  return call(app, { url: `/api/v1/oracao/${slug}/${id}`, token });
}

export function pray(app: FastifyInstance, token: string | undefined, idOracao: unknown) {
  return call(app, { method: 'POST', url: '/api/v1/oracao/orar/', token, payload: { idOracao } });
}

export function leaveMessage(app: FastifyInstance, token: string | undefined, idOracao: unknown, mensagem: unknown) {
  return call(app, { method: 'POST', url: '/api/v1/oracao/mensagem/', token, payload: { idOracao, mensagem } });
}

export function deleteRequest(app: FastifyInstance, slug: string, id: number, token?: string) {
  return call(app, { method: 'DELETE', url: `/api/v1/oracao/${slug}/${id}`, token });
}

export function mine(app: FastifyInstance, token: string | undefined, igreja: number, query = '') {
  return call(app, { url: `/api/v1/user/oracao?igreja=${igreja}${query}`, token });
}
