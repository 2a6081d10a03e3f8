import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventoIngresso, inscricao } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { newMember } from '../../../../test/helpers/account-helpers';
import { at, eventDetail, eventIdByName, purchase, SLUGS, tickets } from './event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

const BUYERS = 20;
const ATTEMPTS_EACH = 10;
const UNITS_LEFT = 10;

describe('the last tickets, bought by many at once', () => {
  it(`sells exactly ${UNITS_LEFT} of ${BUYERS * ATTEMPTS_EACH} simultaneous purchases, refusing the rest with EVT_REG_001 and no 5xx`, async () => {
    const { app, database } = testApp();
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    const ticket = at(event.ingressos, 1);
    await database.handle.db.update(eventoIngresso).set({ vendidos: sql`${eventoIngresso.quantidade} - ${UNITS_LEFT}` }).where(eq(eventoIngresso.id, ticket.id));
    const buyers = [];
    for (let index = 0; index < BUYERS; index += 1) buyers.push(await newMember(app, 'grace'));
    const order = { ingressos: tickets(ticket.id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } };
    const responses = await Promise.all(buyers.flatMap((buyer) => Array.from({ length: ATTEMPTS_EACH }, () => purchase(app, buyer, event.id, order))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(UNITS_LEFT);
    expect(new Set(responses.filter((response) => response.statusCode === 422).map((response) => response.json().code))).toEqual(new Set(['EVT_REG_001']));
    const [stock] = await database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticket.id));
    expect(stock?.vendidos).toBe(stock?.quantidade);
    const sold = await database.handle.db.select({ id: inscricao.id }).from(inscricao).where(eq(inscricao.ingressoId, ticket.id));
    expect(sold).toHaveLength(UNITS_LEFT);
  });
});
