import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from '../../../../test/helpers/account-helpers';

export const SLUGS = { grace: 'grace-community-church', esperanca: 'igreja-esperanca-sao-paulo', vida: 'iglesia-vida-madrid' } as const;

/** An event's id by its name, from the demo churches' upcoming events (or their database rows, for ended ones). */
export async function eventIdByName(app: FastifyInstance, name: string): Promise<number> {
  for (const slug of Object.values(SLUGS)) {
    const response = await app.inject({ method: 'GET', url: `/api/v1/igreja/${slug}/evento/?limit=50` });
    const match = (response.json().eventos as { id: number; nome: string }[]).find((event) => event.nome === name);
    if (match) return match.id;
  }
  throw new Error(`No upcoming event named ${name}`);
}

export async function eventDetail(app: FastifyInstance, slug: string, id: number) {
  const response = await app.inject({ method: 'GET', url: `/api/v1/igreja/${slug}/evento/${id}/` });
  if (response.statusCode !== 200) throw new Error(`event ${id}: ${response.statusCode} ${response.body}`);
  return response.json().evento as {
    id: number;
    igreja: number;
    ingressos: { id: number; nome: string; valor: number; disponivel: number; situacao: string }[];
    perguntas: { id: number; pergunta: string; flagObrigatoria: boolean }[];
    metodosPagamento: string[];
    flagJuros: boolean;
    qtdeMaxParcelas: number;
  };
}

/** A tokenised test card of the sandbox. */
export async function cardToken(app: FastifyInstance, igrejaId: number, numero = '4242 4242 4242 4242'): Promise<string> {
  const response = await call(app, {
    method: 'POST',
    url: `/api/v1/general/payment/church/${igrejaId}/card/token`,
    payload: { numero, titular: 'Joana Pereira', validade: '12/40', cvv: '123' },
  });
  if (response.statusCode !== 201) throw new Error(`card token: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/** The total the server charges for an order, from its own fee call (no installments). */
export async function feeTotal(app: FastifyInstance, eventId: number, valor: number, metodo: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/evento/${eventId}/calcular-taxas?valor=${valor}&metodoPagamento=${metodo}` });
  return response.json().total as number;
}

export interface Buyer {
  id: number;
  token: string;
}

/** A new Idempotency-Key, as a browser makes one per purchase attempt (long enough for a visitor's). */
export function newKey(): string {
  return randomBytes(18).toString('hex');
}

/** A member's purchase, with `key` as its Idempotency-Key (a new one when none is given; `null` sends none). */
export function purchase(app: FastifyInstance, buyer: Buyer, eventId: number, body: unknown, key: string | null = newKey()) {
  return call(app, {
    method: 'POST',
    url: `/api/v1/usuario/${buyer.id}/evento/${eventId}/inscricao/`,
    token: buyer.token,
    payload: body as object,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export function tickets(idIngresso: number, count: number, respostas: { idPergunta: number; resposta: string }[] = []) {
  return Array.from({ length: count }, (_, index) => ({ idIngresso, participante: `Guest ${index + 1}`, respostas }));
}

/** The item at `index`, which the test needs to be there. */
export function at<Item>(items: readonly Item[], index: number): Item {
  const item = items[index];
  if (item === undefined) throw new Error(`No item ${index} among ${items.length}`);
  return item;
}
