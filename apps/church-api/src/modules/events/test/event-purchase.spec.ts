import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usuario, usuarioIgreja } from '../../account/schema';
import { eventoIngresso } from '../schema';
import { PaymentRepository } from '../../payments/payment-repository';
import { signWebhook } from '../../payments/webhook-signature';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, newKey, purchase, SLUGS, tickets } from './event-helpers';

const WEBHOOK_SECRET = 'test-webhook-secret';
const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0', PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET }));

async function stockOf(ticketId: number) {
  const [row] = await testApp().database.handle.db.select().from(eventoIngresso).where(eq(eventoIngresso.id, ticketId));
  return row;
}

describe('buying tickets', () => {
  it('registers a member for a free event, with the answers, and lists the ticket', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    const adult = at(event.ingressos, 0);
    const response = await purchase(app, buyer, event.id, {
      ingressos: tickets(adult.id, 2, [{ idPergunta: at(event.perguntas, 0).id, resposta: 'Vegetarian' }]),
      totalEsperado: 0,
      pagamento: { metodo: 'GRATUITO' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.pagamento).toMatchObject({ metodo: 'GRATUITO', status: 'success', total: 0 });
    expect(body.inscricoes).toHaveLength(2);
    expect(body.inscricoes[0]).toMatchObject({ idEvento: event.id, ingresso: 'Adult', statusPagamento: 'success', codigoPagamento: body.pagamento.codigo });
    expect(new Set(body.inscricoes.map((ticket: { codigoCheckin: string }) => ticket.codigoCheckin)).size).toBe(2);
    const listed = await call(app, { url: `/api/v1/usuario/${buyer.id}/evento/${event.id}/inscricao/`, token: buyer.token });
    expect(listed.json().inscricoes).toHaveLength(2);
    expect(listed.json().inscricoes[0].qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const mine = await call(app, { url: `/api/v1/usuario/${buyer.id}/evento/`, token: buyer.token });
    expect(mine.json().eventos).toEqual([expect.objectContaining({ id: event.id })]);
    expect((await stockOf(adult.id))?.vendidos).toBe(2);
  });

  it('charges a test card: an approving card pays, a declining one gives the tickets back', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(event.ingressos, 0);
    const total = await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO');
    const approved = await purchase(app, buyer, event.id, {
      ingressos: tickets(ticket.id, 1),
      totalEsperado: total,
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja) } },
    });
    expect(approved.statusCode).toBe(201);
    expect(approved.json().pagamento).toMatchObject({ status: 'aprovado', total, valor: 2900, taxa: total - 2900 });
    const before = (await stockOf(ticket.id))?.vendidos;
    const declined = await purchase(app, buyer, event.id, {
      ingressos: tickets(ticket.id, 1),
      totalEsperado: total,
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja, '4000 0000 0000 0002') } },
    });
    expect(declined.json().pagamento.status).toBe('nao_aprovado');
    expect((await stockOf(ticket.id))?.vendidos).toBe(before);
    const listed = await call(app, { url: `/api/v1/usuario/${buyer.id}/evento/${event.id}/inscricao/`, token: buyer.token });
    expect(listed.json().inscricoes).toHaveLength(1);
    const content = await call(app, { url: `/api/v1/usuario/${buyer.id}/evento/${event.id}/inscricao/${approved.json().inscricoes[0].id}/conteudo/`, token: buyer.token });
    expect(content.json().conteudos.map((item: { situacao: string }) => item.situacao)).toEqual(['DISPONIVEL', 'EM_BREVE', 'EXPIRADO']);
    expect(content.json().conteudos[1].url).toBeNull();
  });

  it('pays in installments with interest through a 3DS challenge', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'esperanca');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const entry = at(event.ingressos, 0);
    const base = await feeTotal(app, event.id, entry.valor, 'CARTAO_CREDITO');
    const options = (await app.inject({ url: `/api/v1/igreja/${SLUGS.esperanca}/calcula-taxas-parcelamento-juros?valor=${base}&flagJuros=true&maxParcelas=6` })).json().data.data;
    const six = options.find((option: { parcelas: number }) => option.parcelas === 6);
    expect(six).toMatchObject({ flagJuros: true });
    expect(six.valorTotal).toBeGreaterThan(base);
    const body = {
      ingressos: tickets(entry.id, 1),
      totalEsperado: base,
      pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 6, cartao: { token: await cardToken(app, event.igreja, '4000000000003220') } },
    };
    const stale = await purchase(app, buyer, event.id, body);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ code: 'EVT_REG_014', errors: [{ field: 'body.totalEsperado' }] });
    const response = await purchase(app, buyer, event.id, { ...body, totalEsperado: six.valorTotal });
    expect(response.statusCode).toBe(201);
    const { pagamento } = response.json();
    expect(pagamento).toMatchObject({ status: 'em_analise', parcelas: 6, total: six.valorTotal, juros: six.valorTotal - base });
    const challenge = new URL(pagamento.desafio.url, 'http://esperanca.localhost:3000');
    const page = await call(app, { url: challenge.pathname + challenge.search, headers: { host: 'esperanca.localhost:3000' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox bank');
    const wrongToken = await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/desafio`, payload: { token: 'x'.repeat(32), aprovar: true } });
    expect(wrongToken.statusCode).toBe(404);
    const done = await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/desafio`, payload: { token: challenge.searchParams.get('token'), aprovar: true } });
    expect(done.json()).toEqual({ status: 'aprovado' });
    const status = await call(app, { url: `/api/v1/usuario/${buyer.id}/pagamento/?pedido=${pagamento.codigo}`, token: buyer.token });
    expect(status.json().pagamento.status).toBe('aprovado');
    const again = await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/desafio`, payload: { token: challenge.searchParams.get('token'), aprovar: false } });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a card payment whose 3DS challenge is abandoned, and gives its ticket back', async () => {
    const { app, database } = testApp();
    const buyer = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(event.ingressos, 0);
    const sold = (await stockOf(ticket.id))?.vendidos ?? 0;
    const bought = await purchase(app, buyer, event.id, {
      ingressos: tickets(ticket.id, 1),
      totalEsperado: await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO'),
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja, '4000000000003220') } },
    });
    expect(bought.json().pagamento.status).toBe('em_analise');
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold + 1);
    const payments = new PaymentRepository(database.handle.db);
    expect(await payments.endExpiredHolds(new Date(Date.now() + 29 * 60_000))).toEqual([]);
    const refused = await payments.endExpiredHolds(new Date(Date.now() + 31 * 60_000));
    expect(refused.map((row) => [row.codigo, row.status])).toContainEqual([bought.json().pagamento.codigo, 'nao_aprovado']);
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold);
  });

  it('gives a Pix BR Code, marks it paid in the sandbox, and cancels an expired one, giving its ticket back', async () => {
    const { app, database } = testApp();
    const buyer = await newMember(app, 'esperanca');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const ticket = at(event.ingressos, 0);
    const order = { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'PIX'), pagamento: { metodo: 'PIX' } };
    const paid = (await purchase(app, buyer, event.id, order)).json().pagamento;
    expect(paid).toMatchObject({ status: 'pendente', metodo: 'PIX', moeda: 'BRL' });
    expect(paid.pix.copiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    const awaiting = await call(app, { url: `/api/v1/usuario/${buyer.id}/pagamento/?pedido=${paid.codigo}`, token: buyer.token });
    expect(awaiting.json().pagamento.pix.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const marked = await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${paid.codigo}/pagar`, token: buyer.token });
    expect(marked.json().pagamento.status).toBe('aprovado');
    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${paid.codigo}/pagar`, token: buyer.token })).statusCode).toBe(409);

    const sold = (await stockOf(ticket.id))?.vendidos ?? 0;
    const unpaid = (await purchase(app, buyer, event.id, order)).json().pagamento;
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold + 1);
    const payments = new PaymentRepository(database.handle.db);
    const later = new Date(Date.now() + 31 * 60_000);
    const [first, second] = await Promise.all([payments.endExpiredHolds(later), payments.endExpiredHolds(later)]);
    expect([...(first ?? []), ...(second ?? [])].map((row) => row.codigo)).toEqual([unpaid.codigo]);
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold);
    const status = await call(app, { url: `/api/v1/usuario/${buyer.id}/pagamento/?pedido=${unpaid.codigo}`, token: buyer.token });
    expect(status.json().pagamento.status).toBe('cancelado');
  });

  it('gives a bank slip a 47-digit line, and cash a date to pay by', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'esperanca');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const ticket = at(event.ingressos, 0);
    const slip = await purchase(app, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, event.id, ticket.valor, 'BOLETO'), pagamento: { metodo: 'BOLETO' } });
    expect(slip.json().pagamento).toMatchObject({ status: 'pendente', boleto: { linhaDigitavel: expect.stringMatching(/^\d{47}$/) } });
    const cash = await purchase(app, buyer, event.id, { ingressos: tickets(ticket.id, 1), totalEsperado: ticket.valor, pagamento: { metodo: 'DINHEIRO' } });
    expect(cash.json().pagamento).toMatchObject({ status: 'aguardando', dinheiro: { pagarAte: expect.any(String) } });
  });

  it('replays a retried purchase with the same Idempotency-Key and refuses the key with another body', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    const body = { ingressos: tickets(at(event.ingressos, 1).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } };
    const [first, retry] = await Promise.all([purchase(app, buyer, event.id, body, 'retry-key-0001'), purchase(app, buyer, event.id, body, 'retry-key-0001')]);
    const answers = [first, retry].filter((response) => response.statusCode === 201);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const later = await purchase(app, buyer, event.id, body, 'retry-key-0001');
    expect(later.statusCode).toBe(201);
    expect(later.json().pagamento.codigo).toBe(answers[0]?.json().pagamento.codigo);
    const listed = await call(app, { url: `/api/v1/usuario/${buyer.id}/evento/${event.id}/inscricao/`, token: buyer.token });
    expect(listed.json().inscricoes).toHaveLength(1);
    const reused = await purchase(app, buyer, event.id, { ...body, ingressos: tickets(at(event.ingressos, 1).id, 2) }, 'retry-key-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('refusing a purchase with the §8 code of its reason', () => {
  it('sold out, not on sale yet, ended, unknown ticket, unanswered and unknown questions', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'grace');
    const refusal = async (name: string, build: (event: Awaited<ReturnType<typeof eventDetail>>) => object | Promise<object>) => {
      const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, name));
      const response = await purchase(app, buyer, event.id, await build(event));
      expect(response.statusCode).toBe(422);
      return response.json().code;
    };
    const card = { metodo: 'CARTAO_CREDITO', cartao: { token: 'tok_nothing_here' } };
    expect(
      await refusal('Worship Night with the Hillside Band', async (e) => ({ ingressos: tickets(at(e.ingressos, 0).id, 1), totalEsperado: await feeTotal(app, e.id, at(e.ingressos, 0).valor, 'CARTAO_CREDITO'), pagamento: card })),
    ).toBe('EVT_REG_001');
    expect(await refusal('Leadership Summit', (e) => ({ ingressos: tickets(at(e.ingressos, 0).id, 1), totalEsperado: 4718, pagamento: card }))).toBe('EVT_REG_019');
    expect(await refusal('Youth Summer Camp', () => ({ ingressos: tickets(2147483647, 1), totalEsperado: 0, pagamento: card }))).toBe('EVT_REG_024');
    expect(await refusal('Youth Summer Camp', (e) => ({ ingressos: tickets(at(e.ingressos, 0).id, 1), totalEsperado: 0, pagamento: card }))).toBe('EVT_REG_003');
    expect(
      await refusal('Youth Summer Camp', (e) => ({ ingressos: tickets(at(e.ingressos, 0).id, 1, [{ idPergunta: 2147483647, resposta: 'M' }]), totalEsperado: 0, pagamento: card })),
    ).toBe('EVT_REG_004');
  });

  it('methods and installments the event does not allow, the per-member limit and the quantity left', async () => {
    const { app, database } = testApp();
    const buyer = await newMember(app, 'grace');
    const camp = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Youth Summer Camp'));
    const answers = camp.perguntas.filter((q) => q.flagObrigatoria).map((q) => ({ idPergunta: q.id, resposta: 'M' }));
    const camper = at(camp.ingressos, 0);
    const order = (count: number, pagamento: object, totalEsperado = 0) => ({ ingressos: tickets(camper.id, count, answers), totalEsperado, pagamento });
    const code = async (body: object) => (await purchase(app, buyer, camp.id, body)).json().code;
    expect(await code(order(1, { metodo: 'PIX' }))).toBe('EVT_REG_010');
    expect(await code(order(1, { metodo: 'GRATUITO' }))).toBe('EVT_REG_010');
    expect(await code(order(1, { metodo: 'ACH', parcelas: 2 }))).toBe('EVT_REG_015');
    // Instalments run only in reais: the camp's church is paid in dollars.
    expect(await code(order(1, { metodo: 'CARTAO_CREDITO', parcelas: 2, cartao: { token: 'tok_nothing_here' } }))).toBe('EVT_REG_017');
    const acampamento = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Acampamento de Jovens'));
    expect(acampamento.qtdeMaxParcelas).toBe(10);
    const jovem = await newMember(app, 'esperanca');
    const tooMany = await purchase(app, jovem, acampamento.id, {
      ingressos: tickets(at(acampamento.ingressos, 0).id, 1, [{ idPergunta: at(acampamento.perguntas, 0).id, resposta: 'M' }]),
      totalEsperado: 0,
      pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 11, cartao: { token: 'tok_nothing_here' } },
    });
    expect(tooMany.json().code).toBe('EVT_REG_016');
    const picnic = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const single = await purchase(app, buyer, picnic.id, { ingressos: tickets(at(picnic.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 2, cartao: { token: 'tok_nothing_here' } } });
    expect(single.json().code).toBe('EVT_REG_017');
    expect(await code(order(3, { metodo: 'CARTAO_CREDITO' }))).toBe('EVT_REG_023');

    const token = await cardToken(app, camp.igreja);
    const total = await feeTotal(app, camp.id, camper.valor * 2, 'CARTAO_CREDITO');
    expect((await purchase(app, buyer, camp.id, order(2, { metodo: 'CARTAO_CREDITO', cartao: { token } }, total))).statusCode).toBe(201);
    expect(await code(order(1, { metodo: 'CARTAO_CREDITO', cartao: { token } }, await feeTotal(app, camp.id, camper.valor, 'CARTAO_CREDITO')))).toBe('EVT_REG_023');

    await database.handle.db.update(eventoIngresso).set({ vendidos: sql`${eventoIngresso.quantidade} - 1` }).where(eq(eventoIngresso.id, camper.id));
    const other = await newMember(app, 'grace');
    const left = await purchase(app, other, camp.id, order(2, { metodo: 'CARTAO_CREDITO', cartao: { token } }, total));
    expect(left.json()).toMatchObject({ code: 'EVT_REG_021' });
  });

  it('cash and bank slips too close to the event (EVT_REG_012, EVT_REG_013)', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'esperanca');
    const course = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Curso Online: Teologia Básica'));
    const ticket = at(course.ingressos, 0);
    const cash = await purchase(app, buyer, course.id, { ingressos: tickets(ticket.id, 1), totalEsperado: ticket.valor, pagamento: { metodo: 'DINHEIRO' } });
    expect(cash.json()).toMatchObject({ code: 'EVT_REG_012', errors: [{ field: 'body.pagamento.metodo' }] });
    const slip = await purchase(app, buyer, course.id, { ingressos: tickets(ticket.id, 1), totalEsperado: await feeTotal(app, course.id, ticket.valor, 'BOLETO'), pagamento: { metodo: 'BOLETO' } });
    expect(slip.json()).toMatchObject({ code: 'EVT_REG_013' });
  });

  it('needs a CPF for Pix (EVT_REG_026)', async () => {
    const { app } = testApp();
    const { database } = testApp();
    const buyer = await newMember(app, 'esperanca');
    await database.handle.db.update(usuario).set({ cpf: null }).where(eq(usuario.id, buyer.id));
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const response = await purchase(app, buyer, event.id, { ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: await feeTotal(app, event.id, at(event.ingressos, 0).valor, 'PIX'), pagamento: { metodo: 'PIX' } });
    expect(response.json()).toMatchObject({ code: 'EVT_REG_026' });
  });
});

describe("other people's purchases", () => {
  it("refuses buying as, or reading, another member; hides other members' payments and tickets", async () => {
    const { app } = testApp();
    const alice = await newMember(app, 'grace');
    const bob = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    const body = { ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } };
    const asBob = await call(app, { method: 'POST', url: `/api/v1/usuario/${bob.id}/evento/${event.id}/inscricao/`, token: alice.token, payload: body, headers: { 'idempotency-key': newKey() } });
    expect(asBob.statusCode).toBe(403);
    const bought = (await purchase(app, alice, event.id, body)).json();
    expect((await call(app, { url: `/api/v1/usuario/${bob.id}/pagamento/?pedido=${bought.pagamento.codigo}`, token: bob.token })).statusCode).toBe(404);
    expect((await call(app, { url: `/api/v1/usuario/${alice.id}/evento/${event.id}/inscricao/`, token: bob.token })).statusCode).toBe(403);
    const content = await call(app, { url: `/api/v1/usuario/${bob.id}/evento/${event.id}/inscricao/${bought.inscricoes[0].id}/conteudo/`, token: bob.token });
    expect(content.statusCode).toBe(404);
    expect((await call(app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${bought.pagamento.codigo}/pagar`, token: bob.token })).statusCode).toBe(404);
    expect((await call(app, { method: 'POST', url: `/api/v1/usuario/${alice.id}/evento/${event.id}/inscricao/`, payload: body, headers: { 'idempotency-key': newKey() } })).statusCode).toBe(401);
  });

  it("refuses a member of one church buying another church's tickets, and the events of a church without the module", async () => {
    const { app } = testApp();
    const graceMember = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Culto de Ação de Graças'));
    const response = await purchase(app, graceMember, event.id, { ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a member whose church account was deactivated', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    await database.handle.db.update(usuarioIgreja).set({ flagAtivo: false }).where(eq(usuarioIgreja.usuarioId, member.id));
    const response = await purchase(app, member, event.id, { ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses malformed and oversized purchases, naming the field', async () => {
    const { app } = testApp();
    const buyer = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    const bad = async (body: object, field: string) => {
      const response = await purchase(app, buyer, event.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    };
    await bad({ ingressos: [], totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } }, 'body.ingressos');
    await bad({ ingressos: tickets(at(event.ingressos, 0).id, 21), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } }, 'body.ingressos');
    await bad({ ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: '0', pagamento: { metodo: 'GRATUITO' } }, 'body.totalEsperado');
    await bad({ ingressos: [{ idIngresso: at(event.ingressos, 0).id, participante: 'x'.repeat(121), respostas: [] }], totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } }, 'body.ingressos.0.participante');
    await bad({ ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO', numero: '4242424242424242' } }, 'body.pagamento.numero');
    const key = await purchase(app, buyer, event.id, { ingressos: tickets(at(event.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' } }, 'short');
    expect(key.statusCode).toBe(400);
  });
});

describe('card tokens and webhooks', () => {
  it('refuses an invalid or expired card with CARD_INVALID, and keeps only brand and last digits', async () => {
    const { app, database } = testApp();
    const igreja = (await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'))).igreja;
    const invalid = await call(app, { method: 'POST', url: `/api/v1/general/payment/church/${igreja}/card/token`, payload: { numero: '4242424242424241', titular: 'A B', validade: '12/40', cvv: '123' } });
    expect(invalid.json()).toMatchObject({ code: 'CARD_INVALID' });
    const expired = await call(app, { method: 'POST', url: `/api/v1/general/payment/church/${igreja}/card/token`, payload: { numero: '4242424242424242', titular: 'A B', validade: '01/20', cvv: '123' } });
    expect(expired.statusCode).toBe(422);
    const token = await cardToken(app, igreja);
    const rows = await database.handle.db.execute(sql`select * from sandbox_cartao where token = ${token}`);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).toContain('"ultimos_digitos":"4242"');
  });

  it('refuses an unsigned webhook and applies a signed one once: a refund delivered twice gives the ticket back once', async () => {
    const { app } = testApp();
    const forged = await call(app, {
      method: 'POST',
      url: '/api/v1/pagamento/webhook/sandbox',
      headers: { 'x-sandbox-signature': 't=1,v1=00' },
      payload: { id: 'evt_forged_0001', tipo: 'payment.succeeded', referencia: 'sbx_ANY' },
    });
    expect(forged.statusCode).toBe(401);

    const buyer = await newMember(app, 'grace');
    const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Online Course: Reading Romans'));
    const ticket = at(event.ingressos, 0);
    const bought = await purchase(app, buyer, event.id, {
      ingressos: tickets(ticket.id, 1),
      totalEsperado: await feeTotal(app, event.id, ticket.valor, 'CARTAO_CREDITO'),
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja) } },
    });
    const { codigo } = bought.json().pagamento;
    const sold = (await stockOf(ticket.id))?.vendidos ?? 0;
    const body = JSON.stringify({ id: 'evt_refund_0001', tipo: 'payment.refunded', referencia: `sbx_${codigo}` });
    const deliver = () =>
      call(app, {
        method: 'POST',
        url: '/api/v1/pagamento/webhook/sandbox',
        headers: { 'x-sandbox-signature': signWebhook(WEBHOOK_SECRET, body, new Date()), 'content-type': 'application/json' },
        payload: body,
      });
    expect((await deliver()).statusCode).toBe(204);
    expect((await deliver()).statusCode).toBe(204);
    expect((await stockOf(ticket.id))?.vendidos).toBe(sold - 1);
    const status = await call(app, { url: `/api/v1/usuario/${buyer.id}/pagamento/?pedido=${codigo}`, token: buyer.token });
    expect(status.json().pagamento.status).toBe('estornado');
  });
});
