import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, freshAddress, HOSTS } from '../../../../test/helpers/account-helpers';

export const GRACE = 'grace-community-church';
export const ESPERANCA = 'igreja-esperanca-sao-paulo';
export const VIDA = 'iglesia-vida-madrid';

/** A call to the chat API (as grace's site by default). */
export function chat(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { payload?: unknown; token?: string; chatToken?: string } = {}) {
  return app.inject({
    method,
    url: `/chat/v1${url}`,
    headers: {
      host: HOSTS.grace,
      ...(options.token ? bearer(options.token) : {}),
      ...(options.chatToken !== undefined ? { 'x-chat-token': options.chatToken } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: freshAddress(),
  });
}

/** The id of the broadcast on now in a church (the demo seeds one for each). */
export async function liveBroadcastId(app: FastifyInstance, slug: string): Promise<number> {
  const response = await app.inject({ url: `/api/v1/igreja/${slug}/transmissao/atual` });
  const { transmissao } = response.json() as { transmissao?: { id: number; etiqueta: string } };
  expect(transmissao?.etiqueta).toBe('ao_vivo');
  return transmissao?.id as number;
}

/** The id of a broadcast that has not started (its chat not open yet). */
export async function upcomingBroadcastId(app: FastifyInstance, slug: string): Promise<number> {
  const response = await app.inject({ url: `/api/v1/igreja/${slug}/transmissao/proximas?limit=1` });
  return (response.json() as { itens: { id: number }[] }).itens[0]?.id as number;
}

export interface Joined {
  usuario: { id: string; nome: string; autenticado: boolean; moderador: boolean; avatar?: string };
  token: string;
}

export async function join(app: FastifyInstance, slug: string, canal: string, options: { nome?: string; token?: string } = {}): Promise<Joined> {
  const response = await chat(app, 'POST', `/igreja/${slug}/canais/${canal}/sessao`, { payload: options.nome ? { nome: options.nome } : {}, token: options.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Joined;
}

export async function send(app: FastifyInstance, slug: string, canal: string, chatToken: string, texto: string, idCliente: string = crypto.randomUUID()) {
  return chat(app, 'POST', `/igreja/${slug}/canais/${canal}/mensagens`, { chatToken, payload: { texto, idCliente } });
}
