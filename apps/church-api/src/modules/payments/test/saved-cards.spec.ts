import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, purchase, SLUGS, tickets } from '../../events/test/event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

describe('saved cards (§3 "Cards")', () => {
  it('saves a tokenised card, lists it by gateway, pays with it, and removes it', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const token = await cardToken(app, event.igreja);
    const saved = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${event.igreja}`, token: member.token, payload: { token } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().cartao).toMatchObject({ bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 });
    const again = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${event.igreja}`, token: member.token, payload: { token } });
    expect(again.json().cartao.id).toBe(saved.json().cartao.id);
    const listed = await call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${member.id}/cartoes`, token: member.token });
    expect(listed.json()).toEqual({ cartoes: [{ idGatewayPagamento: 1, cartoes: [saved.json().cartao] }] });

    const ticket = at(event.ingressos, 0);
    const total = await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO');
    const paid = await purchase(app, member, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { idCartaoSalvo: saved.json().cartao.id } } });
    expect(paid.json().pagamento.status).toBe('aprovado');

    expect((await call(app, { method: 'DELETE', url: `/api/v1/usuario-cartao-gateway-pagamento/${saved.json().cartao.id}`, token: member.token })).statusCode).toBe(204);
    expect((await call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${member.id}/cartoes`, token: member.token })).json()).toEqual({ cartoes: [] });
  });

  it('saves the card a purchase asked to save once it is paid', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(event.ingressos, 0);
    const total = await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO');
    await purchase(app, member, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja), salvarCartao: true } } });
    const declined = await cardToken(app, event.igreja, '4000 0000 0000 0002');
    await purchase(app, member, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: declined, salvarCartao: true } } });
    const listed = await call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${member.id}/cartoes`, token: member.token });
    expect(listed.json().cartoes[0].cartoes.map((card: { ultimosDigitos: string }) => card.ultimosDigitos)).toEqual(['4242']);
  });

  it("keeps each member's cards their own, and refuses unknown tokens and double card choices", async () => {
    const { app } = testApp();
    const alice = await newMember(app, 'grace');
    const bob = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const saved = (await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${event.igreja}`, token: alice.token, payload: { token: await cardToken(app, event.igreja) } })).json().cartao;
    expect((await call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${alice.id}/cartoes`, token: bob.token })).statusCode).toBe(403);
    expect((await call(app, { method: 'DELETE', url: `/api/v1/usuario-cartao-gateway-pagamento/${saved.id}`, token: bob.token })).statusCode).toBe(404);
    const ticket = at(event.ingressos, 0);
    const total = await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO');
    const stolen = await purchase(app, bob, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { idCartaoSalvo: saved.id } } });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json()).toMatchObject({ code: 'CARD_INVALID', errors: [{ field: 'body.pagamento.cartao.idCartaoSalvo' }] });
    const both = await purchase(app, alice, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { idCartaoSalvo: saved.id, token: 'tok_anything_12345' } } });
    expect(both.statusCode).toBe(400);
    const unknown = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${event.igreja}`, token: alice.token, payload: { token: 'tok_not_a_real_token' } });
    expect(unknown.json()).toMatchObject({ code: 'CARD_INVALID' });
    const vidaId = (await app.inject({ url: '/api/v1/igreja/codigo/vida' })).json().igreja.id;
    const otherChurch = await call(app, { method: 'POST', url: `/api/v1/usuario-cartao-gateway-pagamento/?igreja=${vidaId}`, token: alice.token, payload: { token: 'tok_not_a_real_token' } });
    expect(otherChurch.statusCode).toBe(403);
  });
});
