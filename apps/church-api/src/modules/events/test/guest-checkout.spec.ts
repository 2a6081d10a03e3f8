import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inscricao, inscricaoVisitante } from '../schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, mailbox, validCpf } from '../../../../test/helpers/account-helpers';
import { columnsContaining } from '../../payments/test/database-text';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, newKey, SLUGS, tickets } from './event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

let visitors = 0;
function visitor(overrides: Record<string, unknown> = {}) {
  visitors += 1;
  return { nome: 'Alex', sobrenome: 'Morgan', email: `guest-${process.pid}-${visitors}-${randomUUID().slice(0, 6)}@example.org`, telefone: '+1 617 555 0100', ...overrides };
}

function guestPurchase(eventId: number, body: unknown, options: { key?: string | null; address?: string } = {}) {
  const key = options.key === undefined ? newKey() : options.key;
  return call(testApp().app, {
    method: 'POST',
    url: `/api/v1/evento/${eventId}/inscricao-visitante/`,
    payload: body as object,
    headers: key ? { 'idempotency-key': key } : {},
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}

function openOrder(codigo: string, key: string) {
  return call(testApp().app, { url: `/api/v1/evento/inscricao-visitante/${codigo}`, headers: { 'x-chave-acesso': key } });
}

async function campOrder(buyer: Record<string, unknown>, count = 1) {
  const { app } = testApp();
  const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Youth Summer Camp'));
  const camper = at(event.ingressos, 0);
  const shirt = at(event.perguntas, 0);
  const total = await feeTotal(app, event.id, camper.valor * count, 'CARTAO_CREDITO');
  return {
    event,
    body: {
      ingressos: tickets(camper.id, count, [{ idPergunta: shirt.id, resposta: 'M' }]),
      totalEsperado: total,
      pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja) } },
      visitante: buyer,
    },
  };
}

describe('buying without an account (unregistered checkout)', () => {
  it('sells a visitor tickets by card, e-mails the order link and opens the order only with its key', async () => {
    const buyer = visitor();
    const { event, body } = await campOrder(buyer);
    expect(event).toMatchObject({ id: expect.any(Number) });
    const response = await guestPurchase(event.id, body);
    expect(response.statusCode).toBe(201);
    const bought = response.json();
    expect(bought.pagamento.status).toBe('aprovado');
    expect(bought.chaveAcesso).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(bought.inscricoes[0]).toMatchObject({ idEvento: event.id, comprador: 'Alex Morgan', participante: 'Guest 1' });

    const db = testApp().database.handle.db;
    const [row] = await db.select().from(inscricao).where(eq(inscricao.id, bought.inscricoes[0].id));
    expect(row?.usuarioId).toBeNull();
    const [guest] = await db.select().from(inscricaoVisitante).where(eq(inscricaoVisitante.email, buyer.email));
    expect(guest?.chaveAcessoHash).not.toContain(bought.chaveAcesso);

    const [mail] = await mailbox(testApp().app, buyer.email);
    expect(mail?.subject).toBe('Your registration: Youth Summer Camp — Grace Community Church');
    expect(mail?.text).toContain(`/checkout/order/${bought.pagamento.codigo}#chave=${bought.chaveAcesso}`);

    const order = await openOrder(bought.pagamento.codigo, bought.chaveAcesso);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ email: buyer.email, pagamento: { codigo: bought.pagamento.codigo, status: 'aprovado' } });
    expect(order.json().inscricoes).toHaveLength(1);
    expect(order.json().inscricoes[0].qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    expect((await openOrder(bought.pagamento.codigo, bought.chaveAcesso.replace(/^./, (first: string) => (first === 'x' ? 'y' : 'x')))).statusCode).toBe(404);
    expect((await openOrder(bought.pagamento.codigo.replace(/.$/, (last: string) => (last === 'A' ? 'B' : 'A')), bought.chaveAcesso)).statusCode).toBe(404);
    expect((await call(testApp().app, { url: `/api/v1/evento/inscricao-visitante/${bought.pagamento.codigo}` })).statusCode).toBe(400);
  });

  it("refuses events that ask for an account, unknown events, a member's saved card and malformed visitors", async () => {
    const { app } = testApp();
    const picnic = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Family Picnic on the Common'));
    expect(picnic).toMatchObject({ id: expect.any(Number) });
    const free = { ingressos: tickets(at(picnic.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' }, visitante: visitor() };
    const closed = await guestPurchase(picnic.id, free);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('GUEST_CHECKOUT_CLOSED');
    expect((await guestPurchase(99_999_999, free)).statusCode).toBe(404);

    const { event, body } = await campOrder(visitor());
    const savedCard = await guestPurchase(event.id, { ...body, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { idCartaoSalvo: 1 } } });
    expect(savedCard.statusCode).toBe(422);
    expect(savedCard.json().code).toBe('CARD_INVALID');

    for (const visitante of [undefined, visitor({ email: 'not-an-email' }), visitor({ nome: 'x'.repeat(61) }), visitor({ nome: '' }), visitor({ cpf: '123' }), visitor({ extra: true })]) {
      const refused = await guestPurchase(event.id, { ...body, visitante });
      expect(refused.statusCode, JSON.stringify(visitante)).toBe(400);
      expect(refused.json().errors[0].field).toMatch(/^body/);
    }
  });

  it("counts a ticket type's per-member limit per e-mail address, whatever its case", async () => {
    const buyer = visitor();
    const first = await campOrder(buyer, 2);
    expect((await guestPurchase(first.event.id, first.body)).statusCode).toBe(201);
    const again = await campOrder({ ...buyer, email: buyer.email.toUpperCase() }, 1);
    const refused = await guestPurchase(again.event.id, again.body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('EVT_REG_023');
  });

  it('answers a retry with the same Idempotency-Key with the first order and its key', async () => {
    const { event, body } = await campOrder(visitor());
    const key = randomUUID();
    const first = await guestPurchase(event.id, body, { key });
    const retry = await guestPurchase(event.id, body, { key });
    expect(first.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const db = testApp().database.handle.db;
    const rows = await db.select().from(inscricaoVisitante).where(eq(inscricaoVisitante.email, body.visitante.email as string));
    expect(rows).toHaveLength(1);
  });

  it('keeps the access key nowhere but in its hash: the retry gets it again from the attempt, and the kept answer does not hold it', async () => {
    const { event, body } = await campOrder(visitor());
    const key = randomUUID();
    const first = (await guestPurchase(event.id, body, { key })).json();
    expect((await guestPurchase(event.id, body, { key })).json().chaveAcesso).toBe(first.chaveAcesso);
    // Only the e-mail waiting to be sent carries it (its link is how the visitor opens the order).
    expect((await columnsContaining(testApp().database.handle.db, first.chaveAcesso)).filter((column) => !column.startsWith('email_saida.'))).toEqual([]);
    // Another visitor's key (or a guess) with the same body is another attempt of another person: it does not read this order.
    const other = await guestPurchase(event.id, body, { key: randomUUID() });
    expect(other.json().chaveAcesso).not.toBe(first.chaveAcesso);
  });

  it('answers the order read private and unstored (no ETag), and the shared answer cache never keeps it', async () => {
    const { app } = testApp();
    const { event, body } = await campOrder(visitor());
    const bought = (await guestPurchase(event.id, body)).json();
    for (let read = 0; read < 2; read += 1) {
      const order = await call(app, { url: `/api/v1/evento/inscricao-visitante/${bought.pagamento.codigo}`, headers: { 'x-chave-acesso': bought.chaveAcesso } });
      expect(order.statusCode).toBe(200);
      expect(order.headers['cache-control']).toBe('private, no-store');
      expect(order.headers.etag).toBeUndefined();
    }
  });

  it('opens an order with its key until 30 days after the event ends, and never after', async () => {
    const { event, body } = await campOrder(visitor());
    const bought = (await guestPurchase(event.id, body)).json();
    const db = testApp().database.handle.db;
    const [guest] = await db.select().from(inscricaoVisitante).where(eq(inscricaoVisitante.pagamentoId, (await db.select().from(inscricao).where(eq(inscricao.id, bought.inscricoes[0].id)))[0]?.pagamentoId ?? 0));
    const end = Date.parse(bought.inscricoes[0].dataEvento);
    expect((guest?.chaveExpiraEm?.getTime() ?? 0) - end).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect((await openOrder(bought.pagamento.codigo, bought.chaveAcesso)).statusCode).toBe(200);
    await db.update(inscricaoVisitante).set({ chaveExpiraEm: new Date(Date.now() - 1000) }).where(eq(inscricaoVisitante.pagamentoId, guest?.pagamentoId ?? 0));
    expect((await openOrder(bought.pagamento.codigo, bought.chaveAcesso)).statusCode).toBe(404);
  });

  it('asks a visitor paying by Pix for a valid CPF, then the sandbox pays the order with its key', async () => {
    const { app } = testApp();
    const event = await eventDetail(app, SLUGS.esperanca, await eventIdByName(app, 'Conferência de Mulheres'));
    const ticket = at(event.ingressos, 0);
    const total = await feeTotal(app, event.id, ticket.valor, 'PIX');
    const order = (visitante: Record<string, unknown>) => ({ ingressos: tickets(ticket.id, 1), totalEsperado: total, pagamento: { metodo: 'PIX' }, visitante });

    const noCpf = await guestPurchase(event.id, order(visitor()));
    expect(noCpf.statusCode).toBe(422);
    expect(noCpf.json()).toMatchObject({ code: 'EVT_REG_026', errors: [{ field: 'body.visitante.cpf' }] });
    const wrongCpf = await guestPurchase(event.id, order(visitor({ cpf: '123.456.789-00' })));
    expect(wrongCpf.statusCode).toBe(400);
    expect(wrongCpf.json().errors[0].field).toBe('body.visitante.cpf');

    const payer = visitor({ nome: 'Joana', sobrenome: 'Pereira', cpf: validCpf(4242) });
    const bought = await guestPurchase(event.id, order(payer));
    expect(bought.statusCode).toBe(201);
    const { pagamento, chaveAcesso } = bought.json();
    expect(pagamento).toMatchObject({ metodo: 'PIX', status: 'pendente' });
    const [mail] = await mailbox(app, payer.email as string);
    expect(mail?.subject).toBe('Sua inscrição: Conferência de Mulheres — Igreja Esperança');

    const payUrl = `/api/v1/evento/inscricao-visitante/${pagamento.codigo}/sandbox/pagar`;
    expect((await call(app, { method: 'POST', url: payUrl, headers: { 'x-chave-acesso': 'A'.repeat(32) } })).statusCode).toBe(404);
    const paid = await call(app, { method: 'POST', url: payUrl, headers: { 'x-chave-acesso': chaveAcesso } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().pagamento.status).toBe('aprovado');
    expect((await openOrder(pagamento.codigo, chaveAcesso)).json().inscricoes[0].statusPagamento).toBe('aprovado');
  });

  it('limits the orders sent to one e-mail address', async () => {
    const { app } = testApp();
    // The schedule has a concert of that name too, without tickets: the one on sale is the events module's.
    const listed = (await app.inject({ url: `/api/v1/igreja/${SLUGS.vida}/evento/?limit=50` })).json().eventos as { id: number; nome: string }[];
    const concerts = await Promise.all(listed.filter((event) => event.nome === 'Concierto de Navidad').map((event) => eventDetail(app, SLUGS.vida, event.id)));
    const concert = concerts.find((event) => event.ingressos.length > 0);
    if (!concert) throw new Error('vida sells no concert tickets');
    const buyer = visitor();
    const order = { ingressos: tickets(at(concert.ingressos, 0).id, 1), totalEsperado: 0, pagamento: { metodo: 'GRATUITO' }, visitante: buyer };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await guestPurchase(concert.id, order)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
