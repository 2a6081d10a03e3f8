import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database';
import { asksForCaptcha, solvedCaptcha } from './captcha';

export const DEMO_PASSWORD = 'Demo@2026';
export const HOSTS = { grace: 'grace.localhost:3000', esperanca: 'esperanca.localhost:3000', vida: 'vida.localhost:3000' } as const;

let addressCounter = 1;
/** A fresh client address, so that one test's rate-limit counters never touch another's. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.${(process.pid % 250) + 1}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * A request to the app, as esperanca's by default. A visitor's form that asks for a captcha (a visitor's
 * tickets or gift, registration, a reset link) gets a solved one in its JSON body, as the browser's
 * widget adds it, unless it has its own `captcha` or `captcha: false` is asked for.
 */
export async function call(app: FastifyInstance, options: InjectOptions & { token?: string; captcha?: false }) {
  const { token, headers, captcha, ...rest } = options;
  const url = typeof rest.url === 'string' ? rest.url : '';
  const signedIn = Boolean(token) || Boolean(headers && 'authorization' in headers);
  let payload = rest.payload;
  if (captcha !== false && asksForCaptcha(rest.method, url, signedIn)) payload = await withCaptcha(app, payload);
  return app.inject({
    ...rest,
    ...(payload === undefined ? {} : { payload }),
    headers: { host: HOSTS.esperanca, ...(token ? bearer(token) : {}), ...(headers ?? {}) },
    remoteAddress: rest.remoteAddress ?? freshAddress(),
  });
}

async function withCaptcha(app: FastifyInstance, payload: InjectOptions['payload']): Promise<InjectOptions['payload']> {
  const body = typeof payload === 'string' ? parsedObject(payload) : payload;
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body) || 'captcha' in body) return payload;
  const withSolution = { ...(body as Record<string, unknown>), captcha: await solvedCaptcha(app) };
  return typeof payload === 'string' ? JSON.stringify(withSolution) : withSolution;
}

function parsedObject(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function churchId(app: FastifyInstance, code: string): Promise<number> {
  const response = await app.inject({ url: `/api/v1/igreja/codigo/${code}` });
  return response.json().igreja.id as number;
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const response = await call(app, { method: 'POST', url: '/api/v1/security/login_check', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return response.json() as { token: string; refreshToken: string };
}

export async function me(app: FastifyInstance, token: string) {
  const response = await call(app, { url: '/api/v1/me', token });
  if (response.statusCode !== 200) throw new Error(`me: ${response.statusCode} ${response.body}`);
  return response.json().usuario as { id: number; email: string; nome: string };
}

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

export async function mailbox(app: FastifyInstance, to: string): Promise<MailboxMessage[]> {
  const response = await app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
  return response.json().messages as MailboxMessage[];
}

/** A valid CPF for tests: nine digits (made distinct by `seed`) and their check digits. */
export function validCpf(seed: number): string {
  const base = String(100_000_000 + ((seed * 7_919_213) % 899_999_999)).slice(0, 9);
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const cpf = digits.join('');
  return /^(\d)\1{10}$/.test(cpf) ? validCpf(seed + 1) : cpf;
}

let registrationCounter = 0;

/** The personal form of a new visitor, with a unique e-mail and CPF. */
export function registrationForm(overrides: Record<string, unknown> = {}) {
  registrationCounter += 1;
  const n = registrationCounter + (process.pid % 1000) * 100;
  return {
    email: `visitor${n}@example.org`,
    senha: 'Segura#2026',
    nome: 'Joana',
    sobrenome: 'Pereira',
    telefone: '+55 (11) 91234-5678',
    cpf: validCpf(n),
    dataNascimento: '1990-05-17',
    sexo: 'F',
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    numero: '100',
    bairro: 'Sé',
    cidade: 'São Paulo',
    estado: 'SP',
    ...overrides,
  };
}

/** Registers, activates through the mailbox link and signs in a new member of `churchCode`. */
export async function newMember(app: FastifyInstance, churchCode: keyof typeof HOSTS, overrides: Record<string, unknown> = {}) {
  const igreja = await churchId(app, churchCode);
  const form = registrationForm(overrides);
  const created = await call(app, { method: 'POST', url: `/api/v1/igreja/${igreja}/usuario/`, payload: form, headers: { host: HOSTS[churchCode] } });
  if (created.statusCode !== 201) throw new Error(`register: ${created.statusCode} ${created.body}`);
  const [activation] = await mailbox(app, form.email);
  const link = activation?.links.find((l) => l.includes('verifyToken='));
  if (!link) throw new Error('no activation link');
  const token = new URL(link).searchParams.get('verifyToken');
  const verified = await call(app, { method: 'POST', url: '/api/v1/security/verificar-email', payload: { token } });
  if (verified.statusCode !== 204) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const pair = await login(app, form.email, form.senha);
  const account = await me(app, pair.token);
  return { ...pair, id: account.id, email: form.email, password: form.senha, igreja, form };
}

/** Sets a rate-limit counter as if `count` attempts (the limit's max by default) had been made in the current window. */
export async function exhaustLimit(db: Database, limit: { name: string; max: number }, subject: string | number, count = limit.max): Promise<void> {
  const key = `${limit.name}:${subject}`;
  await db.execute(sql`insert into tentativa_acesso (chave, janela_inicio, contagem) values (${key}, now(), ${count})
    on conflict (chave) do update set janela_inicio = now(), contagem = ${count}`);
}
