import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { doacao, doacaoRecorrente } from '../schema';
import { RecurringGiftCharger } from '../recurring-gift-charger';
import { feeRule, grossUp, MAXIMUM_CHARGE, serviceFee } from '../../payments/fees';
import type { PaymentMethod } from '../../payments/payment-method';
import { paymentServices } from '../../payments/payment-services';
import { paymentSettingsFrom } from '../../payments/payment-settings';
import { pagamento } from '../../payments/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed, SLUGS } from './giving-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));
const DAY_MS = 86_400_000;

type Church = 'grace' | 'esperanca';
const CHURCH = {
  grace: { slug: SLUGS.grace, currency: 'USD', reason: 'Missions' },
  esperanca: { slug: SLUGS.esperanca, currency: 'BRL', reason: 'Ação social' },
} as const;

/** The sandbox's rule for a method in the church's currency (no provider is configured in this file). */
const sandboxRule = (church: Church, method: PaymentMethod) => feeRule({ provider: 'sandbox', method, currency: CHURCH[church].currency });

/** What the church keeps of a payment once the provider takes its fee on the whole total. */
const netOf = (church: Church, method: PaymentMethod, total: number) => total - serviceFee(sandboxRule(church, method), total);

async function feeCall(app: FastifyInstance, igreja: number, valor: number, metodo: PaymentMethod) {
  const response = await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${igreja}&valor=${valor}&metodoPagamento=${metodo}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { valor: number; taxa: number; totalComTaxa: number; taxaCoberta: number; moeda: string };
}

async function paymentOf(app: FastifyInstance, method: PaymentMethod, igreja: number) {
  if (method === 'CARTAO_CREDITO') return { metodo: method, cartao: { token: await cardToken(app, igreja) } };
  if (method === 'ACH') return { metodo: method, ach: { numeroConta: '000123456789', numeroRoteamento: '011000015', tipoConta: 'checking', titular: 'Jo Doe' } };
  return { metodo: method };
}

async function storedPayment(codigo: string) {
  const [row] = await testApp().database.handle.db.select().from(pagamento).where(eq(pagamento.codigo, codigo));
  return row;
}

const CASES: [Church, PaymentMethod][] = [
  ['grace', 'CARTAO_CREDITO'],
  ['grace', 'CARTEIRA_DIGITAL'],
  ['grace', 'ACH'],
  ['esperanca', 'CARTAO_CREDITO'],
  ['esperanca', 'PIX'],
  ['esperanca', 'BOLETO'],
];

describe('the fee of a gift', () => {
  it.each(CASES)('%s, %s: the fee call answers the fee the church bears and the grossed-up total the donor covers', async (church, method) => {
    const { app } = testApp();
    const member = await newMember(app, church);
    const valor = 12_345;
    const rule = sandboxRule(church, method);
    const answer = await feeCall(app, member.igreja, valor, method);
    expect(answer).toEqual({ valor, taxa: serviceFee(rule, valor), totalComTaxa: grossUp(rule, valor), taxaCoberta: grossUp(rule, valor) - valor, moeda: CHURCH[church].currency });
    // Covered, the church keeps the whole gift (at most a cent more); adding the fee of the gift to it would not.
    expect(netOf(church, method, answer.totalComTaxa) - valor).toBeGreaterThanOrEqual(0);
    expect(netOf(church, method, answer.totalComTaxa) - valor).toBeLessThanOrEqual(1);
    if (rule.basisPoints > 0) expect(netOf(church, method, valor + answer.taxa)).toBeLessThan(valor);
  });

  it.each(CASES)('%s, %s: charges the gift as it is, or grossed up when the donor covers the fee, and keeps what was covered', async (church, method) => {
    const { app } = testApp();
    const member = await newMember(app, church);
    const reason = reasonNamed(await givingOptions(app, CHURCH[church].slug), CHURCH[church].reason);
    const valor = 12_345;
    const rule = sandboxRule(church, method);
    for (const covers of [false, true]) {
      const total = covers ? grossUp(rule, valor) : valor;
      const response = await give(
        app,
        { igreja: member.igreja, motivos: [{ idMotivo: reason.id, valor }], flagUsuarioTaxa: covers, totalEsperado: total, pagamento: await paymentOf(app, method, member.igreja) },
        { token: member.token },
      );
      expect(response.statusCode, response.body).toBe(201);
      const { pagamento: paid, doacao: gift } = response.json();
      expect(paid).toMatchObject({ valor, total, juros: 0, taxa: covers ? total - valor : serviceFee(rule, valor) });
      expect(gift).toMatchObject({ valor, total, taxaCoberta: covers ? total - valor : 0 });
      // What the gateway was asked to charge is the stored total.
      expect((await storedPayment(paid.codigo))?.total).toBe(total);
      const net = netOf(church, method, total);
      if (covers) expect([0, 1]).toContain(net - valor);
      else expect(net).toBe(valor - serviceFee(rule, valor));
    }
  });

  it('computes the total itself: a total the client changed is refused and nothing is made, whichever way it leans', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
    const valor = 10_000;
    const rule = sandboxRule('grace', 'CARTAO_CREDITO');
    const token = await cardToken(app, member.igreja);
    const body = (flagUsuarioTaxa: boolean, totalEsperado: number) => ({ igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor }], flagUsuarioTaxa, totalEsperado, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token } } });
    const tampered: [boolean, number][] = [
      // Covered, but the fee of the gift added (the church would be short), or nothing added, or a cent less than the server's.
      [true, valor + serviceFee(rule, valor)],
      [true, valor],
      [true, grossUp(rule, valor) - 1],
      // Not covered, but a grossed-up total sent.
      [false, grossUp(rule, valor)],
    ];
    for (const [covers, totalEsperado] of tampered) {
      const refused = await give(app, body(covers, totalEsperado), { token: member.token });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'DOACAO_TOTAL_ALTERADO', errors: [{ field: 'body.totalEsperado' }] });
      expect(refused.json().detail).toBe(`The total is ${covers ? grossUp(rule, valor) : valor}.`);
    }
    const db = database.handle.db;
    expect(await db.select().from(doacao).where(eq(doacao.usuarioId, member.id))).toEqual([]);
    expect(await db.select().from(pagamento).where(eq(pagamento.usuarioId, member.id))).toEqual([]);
    const honest = await give(app, body(true, grossUp(rule, valor)), { token: member.token });
    expect(honest.json().pagamento).toMatchObject({ status: 'aprovado', total: grossUp(rule, valor) });
  });

  it('refuses a gift whose total, fees covered, passes the largest amount one payment carries', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const missions = reasonNamed(await givingOptions(app, SLUGS.grace), 'Missions');
    const answer = await feeCall(app, member.igreja, MAXIMUM_CHARGE, 'ACH');
    expect(answer.totalComTaxa).toBe(grossUp(sandboxRule('grace', 'ACH'), MAXIMUM_CHARGE));
    expect(answer.totalComTaxa).toBeGreaterThan(MAXIMUM_CHARGE);
    const ach = await paymentOf(app, 'ACH', member.igreja);
    const body = (flagUsuarioTaxa: boolean, totalEsperado: number) => ({ igreja: member.igreja, motivos: [{ idMotivo: missions.id, valor: MAXIMUM_CHARGE }], flagUsuarioTaxa, totalEsperado, pagamento: ach });
    // The contract takes no expected total above the maximum; one within it is answered with the reason.
    expect((await give(app, body(true, answer.totalComTaxa), { token: member.token })).statusCode).toBe(400);
    const refused = await give(app, body(true, MAXIMUM_CHARGE), { token: member.token });
    expect(refused.json()).toMatchObject({ code: 'DOACAO_VALOR_MAXIMO', errors: [{ field: 'body.motivos' }] });
    // The same gift with the church bearing its fee is the largest one payment carries, and is taken.
    const taken = await give(app, body(false, MAXIMUM_CHARGE), { token: member.token });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().pagamento).toMatchObject({ total: MAXIMUM_CHARGE, taxa: serviceFee(sandboxRule('grace', 'ACH'), MAXIMUM_CHARGE) });
  });

  it('shows the covered fee in the donor’s gifts and statement, outside the total given', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
    const rule = sandboxRule('grace', 'CARTAO_CREDITO');
    const token = await cardToken(app, member.igreja);
    for (const [valor, covers] of [
      [5_000, true],
      [2_000, false],
      [7_001, true],
    ] as const) {
      const total = covers ? grossUp(rule, valor) : valor;
      const response = await give(app, { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor }], flagUsuarioTaxa: covers, totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token } } }, { token: member.token });
      expect(response.json().pagamento.status).toBe('aprovado');
    }
    const covered = grossUp(rule, 5_000) - 5_000 + (grossUp(rule, 7_001) - 7_001);
    const listed = (await call(app, { url: `/api/v1/usuario/${member.id}/doacao/?igreja=${member.igreja}`, token: member.token })).json().doacoes;
    expect(listed.map((gift: { valor: number; taxaCoberta: number }) => [gift.valor, gift.taxaCoberta])).toEqual([
      [7_001, grossUp(rule, 7_001) - 7_001],
      [2_000, 0],
      [5_000, grossUp(rule, 5_000) - 5_000],
    ]);
    const statement = (await call(app, { url: `/api/v1/usuario/${member.id}/doacao/extrato?igreja=${member.igreja}&ano=${new Date().getFullYear()}`, token: member.token })).json();
    expect(statement).toMatchObject({ total: 14_001, taxasCobertas: covered, porMotivo: [{ motivo: 'Tithe', total: 14_001 }] });
  });
});

describe('the fee of a recurring gift', () => {
  function chargerAt(days: number) {
    const { database } = testApp();
    const clock = () => new Date(Date.now() + days * DAY_MS);
    const { service } = paymentServices(database.handle.db, paymentSettingsFrom({ PAYMENT_JOB_INTERVAL_MS: '0' }), clock);
    return new RecurringGiftCharger(database.handle.db, service, clock);
  }

  it('grosses up each period when the donor covers the fee, the new amount once it is changed, and the gift alone when not', async () => {
    const { app, database } = testApp();
    const db = database.handle.db;
    const rule = sandboxRule('grace', 'CARTAO_CREDITO');
    const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
    const monthly = async (valor: number, covers: boolean) => {
      const member = await newMember(app, 'grace');
      const total = covers ? grossUp(rule, valor) : valor;
      const response = await give(
        app,
        { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor }], flagUsuarioTaxa: covers, totalEsperado: total, recorrenciaDias: 30, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } },
        { token: member.token },
      );
      expect(response.json().pagamento).toMatchObject({ status: 'aprovado', total });
      expect(response.json().recorrente).toMatchObject({ valor, flagUsuarioTaxa: covers });
      return { member, recorrente: response.json().recorrente as { id: number } };
    };
    const totalsOf = async (usuarioId: number) =>
      (await db.select({ valor: pagamento.valor, taxa: pagamento.taxa, total: pagamento.total }).from(pagamento).where(eq(pagamento.usuarioId, usuarioId)).orderBy(pagamento.id)).map((row) => [row.valor, row.taxa, row.total]);

    const covering = await monthly(5_000, true);
    const bearing = await monthly(5_000, false);
    const charged = (await chargerAt(31).chargeDue()).filter((outcome) => [covering.member.id, bearing.member.id].includes(outcome.usuarioId));
    expect(charged.map((outcome) => outcome.status)).toEqual(['aprovado', 'aprovado']);
    const changed = await call(app, { method: 'PUT', url: `/api/v1/usuario/${covering.member.id}/doacao-recorrente/${covering.recorrente.id}`, token: covering.member.token, payload: { valor: 7_777, recorrenciaDias: 30 } });
    expect(changed.statusCode).toBe(200);
    // The cycle after the change falls due 30 days after the change.
    const later = (await chargerAt(61).chargeDue()).filter((outcome) => outcome.usuarioId === covering.member.id);
    expect(later).toEqual([expect.objectContaining({ status: 'aprovado', valor: 7_777 })]);

    expect(await totalsOf(covering.member.id)).toEqual([
      [5_000, grossUp(rule, 5_000) - 5_000, grossUp(rule, 5_000)],
      [5_000, grossUp(rule, 5_000) - 5_000, grossUp(rule, 5_000)],
      [7_777, grossUp(rule, 7_777) - 7_777, grossUp(rule, 7_777)],
    ]);
    expect((await totalsOf(bearing.member.id)).slice(0, 2)).toEqual([
      [5_000, serviceFee(rule, 5_000), 5_000],
      [5_000, serviceFee(rule, 5_000), 5_000],
    ]);
    for (const [valor = 0, , total = 0] of await totalsOf(covering.member.id)) expect([0, 1]).toContain(netOf('grace', 'CARTAO_CREDITO', total) - valor);
    const gifts = await db.select({ coberta: doacao.flagUsuarioTaxa }).from(doacao).where(and(eq(doacao.usuarioId, covering.member.id), eq(doacao.doacaoRecorrenteId, covering.recorrente.id)));
    expect(gifts.map((gift) => gift.coberta)).toEqual([true, true, true]);
    const [row] = await db.select({ flag: doacaoRecorrente.flagUsuarioTaxa }).from(doacaoRecorrente).where(eq(doacaoRecorrente.id, covering.recorrente.id));
    expect(row?.flag).toBe(true);
  });
});
