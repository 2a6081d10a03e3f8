import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecurringGiftCharger } from '../../giving/recurring-gift-charger';
import { paymentServices } from '../payment-services';
import { paymentSettingsFrom } from '../payment-settings';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { newMember } from '../../../../test/helpers/account-helpers';
import { give, givingOptions, reasonNamed, SLUGS } from '../../giving/test/giving-helpers';
import { FakeStripe } from './stripe-fake';
import { deliverStripeEvent, paymentByCode, stripeEnv } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const testApp = setupTestApp({}, () => stripeEnv(stripe));
const DAY_MS = 86_400_000;

function chargerAt(days: number) {
  const { database } = testApp();
  const clock = () => new Date(Date.now() + days * DAY_MS);
  const { service } = paymentServices(database.handle.db, paymentSettingsFrom(stripeEnv(stripe)), clock);
  return new RecurringGiftCharger(database.handle.db, service, clock);
}

async function monthlyTithe(cardNumber: string) {
  const { app } = testApp();
  const member = await newMember(app, 'grace');
  const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
  const token = await stripe.browserPaymentMethod(cardNumber);
  const response = await give(app, { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor: 5000 }], totalEsperado: 5000, recorrenciaDias: 30, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token } } }, { token: member.token });
  return { member, token, response };
}

describe('recurring gifts through Stripe', () => {
  it('sets the card up for later on the first charge, and charges each cycle off-session as the card’s customer', async () => {
    const { member, token, response } = await monthlyTithe('4242 4242 4242 4242');
    expect(response.json().pagamento.status).toBe('aprovado');
    expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ payment_method: token, setup_future_usage: 'off_session', customer: expect.stringMatching(/^cus_/) });
    const customer = stripe.intentRequests().at(-1)?.fields.customer;
    const outcomes = (await chargerAt(31).chargeDue()).filter((outcome) => outcome.usuarioId === member.id);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'aprovado' })]);
    expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ payment_method: token, off_session: 'true', customer });
    expect(stripe.intentRequests().at(-1)?.fields.return_url).toBeUndefined();
  });

  it('declines a cycle whose card asks for 3DS (Stripe refuses it off-session) and retries it, never counting it paid', async () => {
    const { app, database } = testApp();
    const { member, response } = await monthlyTithe('4000 0000 0000 3220');
    const first = response.json().pagamento;
    expect(first.status).toBe('em_analise');
    const intent = (await paymentByCode(database.handle.db, first.codigo))?.referenciaGateway;
    await deliverStripeEvent(app, { id: `evt_first_${first.codigo}`, type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: intent } });
    const outcomes = (await chargerAt(31).chargeDue()).filter((outcome) => outcome.usuarioId === member.id);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'nao_aprovado', retryAt: expect.any(Date) })]);
    expect(stripe.intentRequests().at(-1)?.fields.off_session).toBe('true');
  });
});
