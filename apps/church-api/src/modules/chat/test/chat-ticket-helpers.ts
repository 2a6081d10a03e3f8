import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../../test/helpers/account-helpers';

/** An event of a church with exclusive content (grace's online course), and its first content's id. */
export async function onlineCourse(app: FastifyInstance, slug: string): Promise<{ eventId: number; igrejaId: number; ticketTypeId: number; valor: number }> {
  const list = await app.inject({ method: 'GET', url: `/api/v1/igreja/${slug}/evento/?limit=50` });
  const event = (list.json().eventos as { id: number; nome: string }[]).find((item) => item.nome === 'Online Course: Reading Romans');
  expect(event).toBeDefined();
  const detail = (await app.inject({ method: 'GET', url: `/api/v1/igreja/${slug}/evento/${event?.id}/` })).json().evento as { id: number; igreja: number; ingressos: { id: number; valor: number }[] };
  const ticket = detail.ingressos[0];
  return { eventId: detail.id, igrejaId: detail.igreja, ticketTypeId: ticket?.id as number, valor: ticket?.valor as number };
}

/** A member buys one ticket of the event by the sandbox's approving card; answers the ticket's id. */
export async function buyTicket(app: FastifyInstance, buyer: { id: number; token: string }, event: { eventId: number; igrejaId: number; ticketTypeId: number; valor: number }): Promise<number> {
  const card = await call(app, {
    method: 'POST',
    url: `/api/v1/general/payment/church/${event.igrejaId}/card/token`,
    payload: { numero: '4242 4242 4242 4242', titular: 'Joana Pereira', validade: '12/40', cvv: '123' },
  });
  const fees = await app.inject({ method: 'GET', url: `/api/v1/evento/${event.eventId}/calcular-taxas?valor=${event.valor}&metodoPagamento=CARTAO_CREDITO` });
  const bought = await call(app, {
    method: 'POST',
    url: `/api/v1/usuario/${buyer.id}/evento/${event.eventId}/inscricao/`,
    token: buyer.token,
    payload: {
      ingressos: [{ idIngresso: event.ticketTypeId, participante: 'Guest 1', respostas: [] }],
      totalEsperado: fees.json().total,
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: card.json().token } },
    },
    headers: { 'idempotency-key': randomBytes(18).toString('hex') },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return bought.json().inscricoes[0].id as number;
}
