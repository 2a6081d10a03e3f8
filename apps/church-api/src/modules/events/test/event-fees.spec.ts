import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eventoVenda } from '../schema';
import { feeRule, grossUp, serviceFee } from '../../payments/fees';
import type { PaymentMethod } from '../../payments/payment-method';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { newMember } from '../../../../test/helpers/account-helpers';
import { at, cardToken, eventDetail, eventIdByName, purchase, SLUGS, tickets } from './event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

/** The sandbox's rule (no provider is configured in this file). */
const sandboxRule = (method: PaymentMethod, currency: string) => feeRule({ provider: 'sandbox', method, currency });

async function feeCall(app: FastifyInstance, eventId: number, valor: number, metodo: PaymentMethod) {
  const response = await app.inject({ url: `/api/v1/evento/${eventId}/calcular-taxas?valor=${valor}&metodoPagamento=${metodo}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { valor: number; taxa: number; total: number; moeda: string; flagAssumirTaxasServico: boolean };
}

describe('the fees of an order', () => {
  it.each<PaymentMethod>(['CARTAO_CREDITO', 'CARTEIRA_DIGITAL', 'ACH'])('grace, %s: the buyer pays the fees, grossed up so that the church receives the tickets’ price', async (method) => {
    const { app } = testApp();
    const eventId = await eventIdByName(app, 'Online Course: Reading Romans');
    const rule = sandboxRule(method, 'USD');
    const answer = await feeCall(app, eventId, 2_900, method);
    expect(answer).toEqual({ valor: 2_900, taxa: grossUp(rule, 2_900) - 2_900, total: grossUp(rule, 2_900), moeda: 'USD', flagAssumirTaxasServico: false });
    const net = answer.total - serviceFee(rule, answer.total);
    expect([0, 1]).toContain(net - 2_900);
  });

  it('charges the grossed-up total, splits its fee over the tickets, refuses a total the client changed, and takes installments with interest on it', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'esperanca');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(event.ingressos, 0);
    const valor = 2 * entry.valor;
    const rule = sandboxRule('CARTAO_CREDITO', 'BRL');
    const base = grossUp(rule, valor);
    expect((await feeCall(app, event.id, valor, 'CARTAO_CREDITO')).total).toBe(base);
    const token = await cardToken(app, event.igreja);
    const order = (totalEsperado: number, parcelas = 1) => ({ ingressos: tickets(entry.id, 2), totalEsperado, pagamento: { metodo: 'CARTAO_CREDITO', parcelas, cartao: { token } } });

    // The client's total decides nothing: the fee of the price added (the old sum), or a cent less, is refused.
    for (const tampered of [valor + serviceFee(rule, valor), base - 1, valor]) {
      const refused = await purchase(app, buyer, event.id, order(tampered));
      expect(refused.json()).toMatchObject({ code: 'EVT_REG_014', detail: `The total is now ${base}.` });
    }

    const paid = await purchase(app, buyer, event.id, order(base));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().pagamento).toMatchObject({ status: 'aprovado', valor, taxa: base - valor, juros: 0, total: base });
    const fees = paid.json().inscricoes.map((ticket: { taxa: number }) => ticket.taxa);
    expect(fees).toHaveLength(2);
    expect(fees.reduce((sum: number, taxa: number) => sum + taxa, 0)).toBe(base - valor);
    expect([0, 1]).toContain(base - serviceFee(rule, base) - valor);

    // Installments with interest are on the grossed-up total: the calculator and the purchase agree.
    const options = (await app.inject({ url: `/api/v1/igreja/${SLUGS.esperanca}/calcula-taxas-parcelamento-juros?valor=${base}&flagJuros=true&maxParcelas=${event.qtdeMaxParcelas}` })).json().data.data;
    const six = options.find((option: { parcelas: number }) => option.parcelas === 6);
    const split = await purchase(app, buyer, event.id, order(six.valorTotal, 6));
    expect(split.statusCode, split.body).toBe(201);
    expect(split.json().pagamento).toMatchObject({ valor, taxa: base - valor, juros: six.valorTotal - base, total: six.valorTotal, parcelas: 6 });
  });

  it('charges the tickets’ price alone when the church takes the fees, and bears the fee of the method', async () => {
    const { app, database } = testApp();
    const eventId = await eventIdByName(app, 'Curso Online: Teologia Básica');
    // Set before the event is first read for a sale (sales read it through a one-second cache).
    await database.handle.db.update(eventoVenda).set({ flagAssumirTaxasServico: true }).where(eq(eventoVenda.eventoId, eventId));
    const event = await eventDetail(app, SLUGS.esperanca, eventId);
    const ticket = at(event.ingressos, 0);
    for (const method of ['CARTAO_CREDITO', 'PIX', 'BOLETO'] as const) {
      expect(await feeCall(app, eventId, ticket.valor, method)).toEqual({
        valor: ticket.valor,
        taxa: serviceFee(sandboxRule(method, 'BRL'), ticket.valor),
        total: ticket.valor,
        moeda: 'BRL',
        flagAssumirTaxasServico: true,
      });
    }
    const buyer = await newMember(app, 'esperanca');
    const pix = await purchase(app, buyer, eventId, { ingressos: tickets(ticket.id, 1), totalEsperado: ticket.valor, pagamento: { metodo: 'PIX' } });
    expect(pix.statusCode, pix.body).toBe(201);
    expect(pix.json().pagamento).toMatchObject({ valor: ticket.valor, taxa: serviceFee(sandboxRule('PIX', 'BRL'), ticket.valor), total: ticket.valor });
    const grossed = await purchase(app, buyer, eventId, { ingressos: tickets(ticket.id, 1), totalEsperado: grossUp(sandboxRule('PIX', 'BRL'), ticket.valor), pagamento: { metodo: 'PIX' } });
    expect(grossed.json()).toMatchObject({ code: 'EVT_REG_014', detail: `The total is now ${ticket.valor}.` });
  });
});
