import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChurchSiteLinks } from '../../../platform/mail/church-site-links';
import { MailOutbox } from '../../../platform/mail/outbox';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { eventoIngresso, inscricao } from '../../events/schema';
import { LateTicketPayments } from '../../events/late-ticket-payments';
import { LateGiftPayments } from '../../giving/late-gift-payments';
import { paymentServices } from '../payment-services';
import { paymentSettingsFrom } from '../payment-settings';
import { mailbox, newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { FakeStripe } from './stripe-fake';
import { deliverStripeEvent, ESPERANCA_STRIPE, paymentByCode, setupStripeTestApp, stripeEnv } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
const testApp = setupStripeTestApp(stripe);

const HOUR_MS = 3_600_000;
const CHURCH_ADDRESS = 'contato@esperanca.example';

/** The payment core, its late ticket and gift settlers, with the clock `hours` from now. */
function settlersAt(hours: number) {
  const db = testApp().database.handle.db;
  const clock = () => new Date(Date.now() + hours * HOUR_MS);
  const { service } = paymentServices(db, paymentSettingsFrom(stripeEnv(stripe)), clock);
  const churches = new ChurchRepository(db);
  const notice = { db, outbox: new MailOutbox(db, 'no-reply@church.test'), churches, siteLinks: new ChurchSiteLinks(churches, 'localhost', { scheme: 'http' as const, port: 3000 }) };
  return { service, tickets: new LateTicketPayments(db, service, notice, clock), gifts: new LateGiftPayments(db, service, notice) };
}

/** A member of esperanca with a Stripe Pix order of the conference's first ticket type. */
async function pixOrder() {
  const { app, database } = testApp();
  const buyer = await newMember(app, 'esperanca');
  const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
  const entry = at(event.ingressos, 0);
  const bought = await purchase(app, buyer, event.id, { ingressos: tickets(entry.id, 1), totalEsperado: await feeTotal(app, event.id, entry.valor, 'PIX'), pagamento: { metodo: 'PIX' } });
  const codigo = bought.json().pagamento.codigo as string;
  const referencia = (await paymentByCode(database.handle.db, codigo))?.referenciaGateway ?? '';
  return { buyer, entry, codigo, referencia, ticketId: bought.json().inscricoes[0].id as number };
}

const stockOf = async (id: number) => (await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, id)))[0];
const ticketOf = async (id: number) => (await testApp().database.handle.db.select().from(inscricao).where(eq(inscricao.id, id)))[0];

describe('a payment confirmed after we gave up on it', () => {
  it('paid while its Pix expired: the ticket is the buyer’s again (stock remained), and buyer and church are told', async () => {
    const { app, database } = testApp();
    const { buyer, entry, codigo, referencia, ticketId } = await pixOrder();
    const sold = (await stockOf(entry.id))?.vendidos ?? 0;
    // The payer pays at the last second; our hold ends before Stripe's confirmation is heard.
    stripe.settle(referencia, 'succeeded');
    const settlers = settlersAt(1);
    expect(await settlers.service.endExpiredHolds(() => undefined)).toBeGreaterThanOrEqual(1);
    expect((await paymentByCode(database.handle.db, codigo))?.status).toBe('cancelado');
    expect((await ticketOf(ticketId))?.status).toBe('cancelada');
    expect((await stockOf(entry.id))?.vendidos).toBe(sold - 1);
    // Stripe's webhook then arrives: not dropped.
    expect((await deliverStripeEvent(app, { id: `evt_late_${codigo}`, type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: referencia } }, ESPERANCA_STRIPE)).statusCode).toBe(204);

    expect(await settlers.tickets.settleDue(() => undefined)).toContainEqual({ codigo, how: 'entregue' });
    expect((await paymentByCode(database.handle.db, codigo))?.status).toBe('aprovado');
    expect((await ticketOf(ticketId))?.status).toBe('ativa');
    expect((await stockOf(entry.id))?.vendidos).toBe(sold);
    const [told] = await mailbox(app, buyer.email).then((mails) => mails.filter((mail) => mail.subject.includes('Pagamento confirmado')));
    expect(told?.text).toContain('o que você comprou é seu');
    expect((await mailbox(app, CHURCH_ADDRESS)).some((mail) => mail.subject.includes(codigo) && mail.subject.includes('confirmado'))).toBe(true);
    expect(await settlers.tickets.settleDue(() => undefined)).toEqual([]);
  });

  it('refused first, then paid, when the last tickets were sold meanwhile: refunded in full through Stripe, once, and both told', async () => {
    const { app, database } = testApp();
    const db = database.handle.db;
    const { buyer, entry, codigo, referencia, ticketId } = await pixOrder();
    await deliverStripeEvent(app, { id: `evt_failed_${codigo}`, type: 'payment_intent.payment_failed', object: { object: 'payment_intent', id: referencia } }, ESPERANCA_STRIPE);
    expect((await paymentByCode(db, codigo))?.status).toBe('nao_aprovado');
    expect((await ticketOf(ticketId))?.status).toBe('cancelada');
    await db.update(eventoIngresso).set({ vendidos: sql`${eventoIngresso.quantidade}` }).where(eq(eventoIngresso.id, entry.id));
    stripe.settle(referencia, 'succeeded');
    await deliverStripeEvent(app, { id: `evt_paid_${codigo}`, type: 'payment_intent.succeeded', object: { object: 'payment_intent', id: referencia } }, ESPERANCA_STRIPE);

    const refunds = stripe.refundsCreated;
    const settled = await settlersAt(0).tickets.settleDue(() => undefined);
    expect(settled).toContainEqual({ codigo, how: 'estornada' });
    expect(stripe.refundsCreated).toBe(refunds + 1);
    expect((await paymentByCode(db, codigo))?.status).toBe('estornado');
    expect((await ticketOf(ticketId))?.status).toBe('cancelada');
    expect((await mailbox(app, buyer.email)).some((mail) => mail.subject.includes('devolvido'))).toBe(true);
    expect((await mailbox(app, CHURCH_ADDRESS)).some((mail) => mail.subject.includes(codigo) && mail.subject.includes('estornado'))).toBe(true);
    // Stripe's own refund event changes nothing more.
    await deliverStripeEvent(app, { id: `evt_refunded_${codigo}`, type: 'charge.refunded', object: { object: 'charge', refunded: true, payment_intent: referencia } }, ESPERANCA_STRIPE);
    expect(await settlersAt(0).tickets.settleDue(() => undefined)).toEqual([]);
    expect(stripe.refundsCreated).toBe(refunds + 1);
  });

  it('counts a gift paid after its Pix expired, and tells the donor and the church', async () => {
    const { app, database } = testApp();
    const db = database.handle.db;
    const donor = await newMember(app, 'esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const gift = await give(app, { igreja: donor.igreja, motivos: [{ idMotivo: dizimo.id, valor: 5000 }], totalEsperado: 5000, pagamento: { metodo: 'PIX' } }, { token: donor.token });
    const codigo = gift.json().pagamento.codigo as string;
    const referencia = (await paymentByCode(db, codigo))?.referenciaGateway ?? '';
    stripe.settle(referencia, 'succeeded');
    const settlers = settlersAt(1);
    await settlers.service.endExpiredHolds(() => undefined);
    expect((await paymentByCode(db, codigo))?.status).toBe('cancelado');
    expect(await settlers.gifts.settleDue(() => undefined)).toContainEqual({ codigo, how: 'entregue' });
    expect((await paymentByCode(db, codigo))?.status).toBe('aprovado');
    expect((await mailbox(app, donor.email)).some((mail) => mail.subject.includes('Pagamento confirmado'))).toBe(true);
  });
});
