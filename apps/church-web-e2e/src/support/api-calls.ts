import { type APIRequestContext, expect } from '@playwright/test';
import { newCpf } from './accounts';
import { hostUrl } from './church-site';
import { solvedCaptcha } from './captcha';

/**
 * Calls to the API from the test itself. Node does not resolve *.localhost, so they go to 127.0.0.1
 * and name the church's host in the Host header, as the browser would.
 */
export function churchApi(request: APIRequestContext, code: string) {
  const port = new URL(hostUrl('localhost')).port;
  const base = `http://127.0.0.1:${port}`;
  const headers = { Host: `${code}.localhost:${port}` };
  return {
    get: (path: string, extraHeaders: Record<string, string> = {}) => request.get(`${base}${path}`, { headers: { ...headers, ...extraHeaders } }),
    post: (path: string, data: unknown, extraHeaders: Record<string, string> = {}) =>
      request.post(`${base}${path}`, { headers: { ...headers, ...extraHeaders }, data }),
  };
}

/** An active account of the church that no other test signs in with: registered and activated here. */
export async function freshActiveMember(request: APIRequestContext, code: string, password = 'Welcome@2026') {
  const api = churchApi(request, code);
  const email = `fresh.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const church = (await (await api.get(`/api/v1/igreja/codigo/${code}`)).json()) as { igreja: { id: number } };
  const registered = await api.post(`/api/v1/igreja/${church.igreja.id}/usuario/`, {
    email,
    senha: password,
    nome: 'Jordan',
    sobrenome: 'Reyes',
    telefone: '11987651234',
    cpf: newCpf(),
    dataNascimento: '1990-03-14',
    sexo: 'M',
    captcha: await solvedCaptcha(api),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mailbox = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { links: string[] }[] };
  const link = mailbox.messages.flatMap((message) => message.links).find((url) => url.includes('verifyToken='));
  const token = new URL(link ?? 'http://x/').searchParams.get('verifyToken');
  expect(token, 'the activation link').toBeTruthy();
  expect((await api.post('/api/v1/security/verificar-email', { token })).status()).toBe(204);
  return { email, password };
}
