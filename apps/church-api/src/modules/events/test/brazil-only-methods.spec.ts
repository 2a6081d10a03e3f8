import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pais } from '@church/api-platform/identity/identity-tables';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { give, givingOptions, reasonNamed } from '../../giving/test/giving-helpers';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from './event-helpers';

const testApp = setupTestApp();

async function countryId(sigla: string): Promise<number> {
  const [row] = await testApp().database.handle.db.select({ id: pais.id }).from(pais).where(eq(pais.sigla, sigla));
  if (!row) throw new Error(`No country ${sigla}`);
  return row.id;
}

async function conference() {
  const { app } = testApp();
  return eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
}

/** A visitor's order of one conference ticket by `metodo`, the visitor living in `pais` (unsaid when undefined). */
async function visitorOrder(metodo: string, country?: string) {
  const { app } = testApp();
  const event = await conference();
  const ticket = at(event.ingressos, 0);
  return call(app, {
    method: 'POST',
    url: `/api/v1/evento/${event.id}/inscricao-visitante/`,
    headers: { 'idempotency-key': newKey() + newKey() },
    payload: {
      ingressos: tickets(ticket.id, 1),
      totalEsperado: await feeTotal(app, event.id, ticket.valor, metodo),
      pagamento: { metodo },
      visitante: { nome: 'Ana', sobrenome: 'Lima', email: `ana-${newKey().slice(0, 8)}@example.com`, cpf: '529.982.247-25', ...(country ? { pais: country } : {}) },
    },
  });
}

describe('Pix and bank slips only for payers who live in Brazil (§5; issue 28, item 7)', () => {
  it("refuses a member who lives abroad Pix and a slip for tickets and gifts, naming the account's country; a card still pays", async () => {
    const { app } = testApp();
    const abroad = await newMember(app, 'esperanca', { idPais: await countryId('US') });
    const event = await conference();
    const ticket = at(event.ingressos, 0);
    for (const metodo of ['PIX', 'BOLETO']) {
      const order = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, metodo), pagamento: { metodo } };
      const refused = await purchase(app, abroad, event.id, order);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'EVT_REG_010', errors: [{ field: 'idPais', message: 'Pix and bank slips are for payers who live in Brazil.' }] });
    }
    const byCard = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO'), pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, abroad.igreja) } } };
    expect((await purchase(app, abroad, event.id, byCard)).statusCode).toBe(201);

    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const gift = await give(app, { igreja: abroad.igreja, motivos: [{ idMotivo: dizimo.id, valor: 5000 }], totalEsperado: 5000, pagamento: { metodo: 'PIX' } }, { token: abroad.token });
    expect(gift.statusCode).toBe(422);
    expect(gift.json()).toMatchObject({ code: 'EVT_REG_010', errors: [{ field: 'idPais' }] });
  });

  it('takes Pix from a member in Brazil, or whose country is unsaid', async () => {
    const { app } = testApp();
    const event = await conference();
    const ticket = at(event.ingressos, 0);
    for (const overrides of [{ idPais: await countryId('BR') }, {}]) {
      const member = await newMember(app, 'esperanca', overrides);
      const order = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'PIX'), pagamento: { metodo: 'PIX' } };
      const bought = await purchase(app, member, event.id, order);
      expect(bought.statusCode, bought.body).toBe(201);
    }
  });

  it("refuses a visitor abroad Pix and a slip, naming the visitor's country; takes a visitor in Brazil or unsaid", async () => {
    for (const metodo of ['PIX', 'BOLETO']) {
      const refused = await visitorOrder(metodo, 'PT');
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'EVT_REG_010', errors: [{ field: 'body.visitante.pais' }] });
    }
    expect((await visitorOrder('PIX', 'BR')).statusCode).toBe(201);
    expect((await visitorOrder('PIX')).statusCode).toBe(201);
    // Not a country code: the contract refuses it, naming the field.
    const malformed = await visitorOrder('PIX', 'Brasil');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain('pais');
  });

  it("refuses a visitor's gift by Pix from abroad, naming the donor's country", async () => {
    const { app } = testApp();
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const igreja = (await call(app, { url: '/api/v1/igreja/codigo/esperanca' })).json().igreja.id as number;
    const gift = (country: string) =>
      give(app, {
        igreja,
        motivos: [{ idMotivo: dizimo.id, valor: 5000 }],
        totalEsperado: 5000,
        pagamento: { metodo: 'PIX' },
        doador: { nome: 'Ana', sobrenome: 'Lima', email: `ana-${newKey().slice(0, 8)}@example.com`, cpf: '529.982.247-25', pais: country },
      });
    const refused = await gift('AR');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'EVT_REG_010', errors: [{ field: 'body.doador.pais' }] });
    expect((await gift('BR')).statusCode).toBe(201);
  });
});
