import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { cardToken } from '../../events/test/event-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));
const DAY_MS = 86_400_000;

type Member = Awaited<ReturnType<typeof newMember>>;
interface Plan {
  id: number;
  codigo: string;
  valor: number;
  taxaAdesao: number;
  diasTeste: number;
}

let grace: number;
let esperanca: number;
let gracePlans: Plan[];
let esperancaPlans: Plan[];

const planCoded = (plans: Plan[], codigo: string) => {
  const plan = plans.find((candidate) => candidate.codigo === codigo);
  if (!plan) throw new Error(`no plan ${codigo}`);
  return plan;
};

function quote(member: Member, plano: number, cupom?: string) {
  return call(testApp().app, { method: 'GET', url: `/api/v1/usuario-plano-assinatura/cotacao/?igreja=${member.igreja}&plano=${plano}${cupom ? `&cupom=${cupom}` : ''}`, token: member.token });
}

function subscribe(member: Member, payload: Record<string, unknown>, key = `assinatura-${crypto.randomUUID()}`) {
  return call(testApp().app, { method: 'POST', url: '/api/v1/usuario-plano-assinatura/', token: member.token, payload: { igreja: member.igreja, ...payload }, headers: { 'idempotency-key': key } });
}

function mySubscriptions(member: Member) {
  return call(testApp().app, { method: 'GET', url: `/api/v1/usuario/${member.id}/usuario-plano-assinatura/?igreja=${member.igreja}`, token: member.token });
}

async function byCard(member: Member, numero?: string) {
  return { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(testApp().app, member.igreja, numero) } };
}

/** The member's trial is spent, as if taken long ago: subscribing again is charged at once. */
async function spendTrial(member: Member) {
  await testApp().database.handle.db.execute(sql`
    insert into usuario_plano_assinatura (igreja_id, usuario_id, plano_id, situacao, valor, data_assinatura, fim_periodo, teste, data_inicio, metodo)
    select ${member.igreja}, ${member.id}, id, 'encerrado', valor, now() - interval '1 year', now() - interval '11 months', true, now() - interval '1 year', 'CARTAO_CREDITO'
    from plano_assinatura where igreja_id = ${member.igreja} order by ordem limit 1`);
}

async function paymentsOf(member: Member): Promise<{ codigo: string; status: string; total: number }[]> {
  const rows = await testApp().database.handle.db.execute(sql`select codigo, status, total from pagamento where usuario_id = ${member.id} and origem = 'ASSINATURA' order by id`);
  return (rows as unknown as { rows: { codigo: string; status: string; total: number }[] }).rows;
}

/** The member asks to watch one of the church's subscribers' videos. */
async function watchable(member: Member) {
  const content = await testApp().database.handle.db.execute(sql`
    select c.id from plano_assinatura_conteudo c join plano_assinatura_midia m on m.conteudo_id = c.id
    where c.igreja_id = ${member.igreja} and c.tipo = 'video' and c.tipo_visibilidade_conteudo is null limit 1`);
  const id = (content as unknown as { rows: { id: number }[] }).rows[0]?.id;
  return call(testApp().app, { method: 'GET', url: `/api/v1/plano-assinatura-conteudo/${id}/midia/?igreja=${member.igreja}`, token: member.token });
}

beforeAll(async () => {
  const { app } = testApp();
  [grace, esperanca] = await Promise.all([churchId(app, 'grace'), churchId(app, 'esperanca')]);
  gracePlans = (await app.inject({ method: 'GET', url: '/api/v1/igreja/grace-community-church/plano-assinatura/' })).json().planoAssinaturas;
  esperancaPlans = (await app.inject({ method: 'GET', url: '/api/v1/igreja/igreja-esperanca-sao-paulo/plano-assinatura/' })).json().planoAssinaturas;
});

describe('the quote (GET /usuario-plano-assinatura/cotacao/)', () => {
  it('offers a new member the free trial: nothing today, the plan (less the coupon while it lasts) when it ends', async () => {
    const member = await newMember(testApp().app, 'grace');
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    const response = await quote(member, monthly.id, 'welcome50');
    expect(response.statusCode, response.body).toBe(200);
    const cotacao = response.json();
    expect(cotacao).toMatchObject({
      plano: { id: monthly.id, codigo: 'GRACE-MONTHLY' },
      periodoTeste: true,
      testeExigeCpf: false,
      diasTeste: 7,
      cupom: { codigo: 'WELCOME50', percentual: 50, periodos: 3 },
      totalHoje: 0,
      primeiraCobranca: { valor: 999, desconto: 500, taxa: 0, taxaAdesao: 0, total: 499 },
      renovacao: { valor: 999, desconto: 0, total: 999 },
      moeda: 'USD',
    });
    expect(Date.parse(cotacao.primeiraCobranca.data) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(cotacao.metodosPagamento).toContain('CARTAO_CREDITO');
    expect(cotacao.metodosPagamento).not.toContain('PIX');
  });

  it('refuses an unknown or expired coupon and another church’s plan, and answers only a signed-in member', async () => {
    const member = await newMember(testApp().app, 'grace');
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    await testApp().database.handle.db.execute(sql`insert into plano_assinatura_cupom (igreja_id, codigo, percentual, periodos, valido_ate) values (${grace}, 'OLD10', 10, 1, now() - interval '1 day')`);
    for (const cupom of ['NOPE', 'OLD10', 'BEMVINDO']) {
      const response = await quote(member, monthly.id, cupom);
      expect(response.statusCode, cupom).toBe(422);
      expect(response.json()).toMatchObject({ code: 'CUPOM_INVALIDO', errors: [{ field: 'query.cupom' }] });
    }
    const otherChurchs = await quote(member, planCoded(esperancaPlans, 'ESP-MENSAL').id);
    expect(otherChurchs.statusCode).toBe(404);
    expect(otherChurchs.json()).toMatchObject({ code: 'PLANO_NAO_ENCONTRADO', errors: [{ field: 'query.plano' }] });
    const guest = await testApp().app.inject({ method: 'GET', url: `/api/v1/usuario-plano-assinatura/cotacao/?igreja=${grace}&plano=${monthly.id}` });
    expect(guest.statusCode).toBe(401);
  });
});

describe('subscribing (POST /usuario-plano-assinatura/)', () => {
  it('starts the free trial on a saved card: watching opens at once, nothing is charged, and a second subscription is refused', async () => {
    const member = await newMember(testApp().app, 'grace');
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    expect((await watchable(member)).json()).toMatchObject({ code: 'ASSINATURA_NECESSARIA' });
    const response = await subscribe(member, { idPlano: monthly.id, cupom: 'WELCOME50', totalEsperado: 0, pagamento: await byCard(member) });
    expect(response.statusCode, response.body).toBe(201);
    const { usuarioPlanoAssinatura, pagamento } = response.json();
    expect(pagamento).toBeUndefined();
    expect(usuarioPlanoAssinatura).toMatchObject({ status: { situacao: 'ativo' }, periodoTeste: true, metodo: 'CARTAO_CREDITO', cupom: { codigo: 'WELCOME50', percentual: 50, periodos: 3 }, valor: 999 });
    expect(Date.parse(usuarioPlanoAssinatura.fimPeriodo) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    expect(usuarioPlanoAssinatura.proximaCobranca).toBe(usuarioPlanoAssinatura.fimPeriodo);
    expect(await paymentsOf(member)).toEqual([]);
    expect((await watchable(member)).statusCode).toBe(200);
    const cards = await testApp().database.handle.db.execute(sql`select id from usuario_cartao_gateway_pagamento where usuario_id = ${member.id}`);
    expect((cards as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const again = await subscribe(member, { idPlano: planCoded(gracePlans, 'GRACE-YEARLY').id, totalEsperado: 9990, pagamento: await byCard(member) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ASSINATURA_EXISTENTE' });
  });

  it('charges the first period by card once the trial is spent, with the coupon and the hiring fee, and opens a month of watching', async () => {
    const member = await newMember(testApp().app, 'grace');
    await spendTrial(member);
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    const cotacao = (await quote(member, monthly.id, 'WELCOME50')).json();
    expect(cotacao).toMatchObject({ periodoTeste: false, totalHoje: 499 });
    const response = await subscribe(member, { idPlano: monthly.id, cupom: 'WELCOME50', totalEsperado: 499, pagamento: await byCard(member) });
    expect(response.statusCode, response.body).toBe(201);
    const { usuarioPlanoAssinatura, pagamento } = response.json();
    expect(pagamento).toMatchObject({ status: 'aprovado', total: 499, metodo: 'CARTAO_CREDITO' });
    expect(usuarioPlanoAssinatura).toMatchObject({ status: { situacao: 'ativo' }, periodoTeste: false });
    const days = (Date.parse(usuarioPlanoAssinatura.fimPeriodo) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await watchable(member)).statusCode).toBe(200);
  });

  it('answers a retry with the first answer and never charges twice; two attempts at once make one subscription', async () => {
    const member = await newMember(testApp().app, 'grace');
    await spendTrial(member);
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    const payload = { idPlano: monthly.id, totalEsperado: 999, pagamento: await byCard(member) };
    const first = await subscribe(member, payload, 'retry-key-0001');
    const retry = await subscribe(member, payload, 'retry-key-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsOf(member)).toHaveLength(1);

    const other = await newMember(testApp().app, 'grace');
    await spendTrial(other);
    const [a, b] = await Promise.all([
      subscribe(other, { idPlano: monthly.id, totalEsperado: 999, pagamento: await byCard(other) }),
      subscribe(other, { idPlano: monthly.id, totalEsperado: 999, pagamento: await byCard(other) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await paymentsOf(other)).filter((payment) => payment.status === 'aprovado')).toHaveLength(1);
  });

  it('refuses what does not add up, loses nothing, and makes nothing', async () => {
    const member = await newMember(testApp().app, 'grace');
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    const card = await byCard(member);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ idPlano: monthly.id, totalEsperado: 999, pagamento: card }, 422, 'ASSINATURA_TOTAL_ALTERADO', 'body.totalEsperado'],
      [{ idPlano: planCoded(esperancaPlans, 'ESP-MENSAL').id, totalEsperado: 0, pagamento: card }, 404, 'PLANO_NAO_ENCONTRADO', 'body.idPlano'],
      [{ idPlano: monthly.id, cupom: 'NOPE', totalEsperado: 0, pagamento: card }, 422, 'CUPOM_INVALIDO', 'body.cupom'],
      [{ idPlano: monthly.id, totalEsperado: 0, pagamento: { metodo: 'BOLETO' } }, 422, 'ASSINATURA_METODO_INVALIDO', 'body.pagamento.metodo'],
      [{ idPlano: monthly.id, totalEsperado: 0, pagamento: { ...card, parcelas: 3 } }, 422, 'ASSINATURA_METODO_INVALIDO', 'body.pagamento.parcelas'],
      [{ idPlano: monthly.id, totalEsperado: 0, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { idCartaoSalvo: 999999 } } }, 422, 'CARD_INVALID', 'body.pagamento.cartao.idCartaoSalvo'],
    ];
    for (const [payload, status, code, field] of cases) {
      const response = await subscribe(member, payload);
      expect(response.statusCode, `${code} ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ code, errors: [{ field }] });
    }
    for (const payload of [{ idPlano: 'one', totalEsperado: 0, pagamento: card }, { idPlano: monthly.id, totalEsperado: -1, pagamento: card }, { idPlano: monthly.id, totalEsperado: 0, pagamento: card, extra: 1 }]) {
      expect((await subscribe(member, payload)).statusCode).toBe(400);
    }
    const noKey = await call(testApp().app, { method: 'POST', url: '/api/v1/usuario-plano-assinatura/', token: member.token, payload: { igreja: member.igreja, idPlano: monthly.id, totalEsperado: 0, pagamento: card } });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.stringMatching(/idempotency-key/) })]));
    expect((await mySubscriptions(member)).json().usuarioPlanoAssinaturas).toEqual([]);
    expect(await paymentsOf(member)).toEqual([]);
    // Another church's member may not subscribe here.
    const stranger = await newMember(testApp().app, 'esperanca');
    const foreign = await call(testApp().app, { method: 'POST', url: '/api/v1/usuario-plano-assinatura/', token: stranger.token, payload: { igreja: grace, idPlano: monthly.id, totalEsperado: 0, pagamento: card }, headers: { 'idempotency-key': 'foreign-key-01' } });
    expect(foreign.statusCode).toBe(403);
  });

  it('ends a subscription whose first card charge is declined, leaves it out of the list, and lets the member try again', async () => {
    const member = await newMember(testApp().app, 'grace');
    await spendTrial(member);
    const monthly = planCoded(gracePlans, 'GRACE-MONTHLY');
    const declined = await subscribe(member, { idPlano: monthly.id, totalEsperado: 999, pagamento: await byCard(member, '4000 0000 0000 0002') });
    expect(declined.statusCode, declined.body).toBe(201);
    expect(declined.json()).toMatchObject({ pagamento: { status: 'nao_aprovado' }, usuarioPlanoAssinatura: { status: { situacao: 'encerrado' } } });
    expect((await mySubscriptions(member)).json().usuarioPlanoAssinaturas.map((one: { periodoTeste: boolean }) => one.periodoTeste)).toEqual([true]);
    const paid = await subscribe(member, { idPlano: monthly.id, totalEsperado: 999, pagamento: await byCard(member) });
    expect(paid.json()).toMatchObject({ usuarioPlanoAssinatura: { status: { situacao: 'ativo' } } });
  });
});

describe('subscribing at a Brazilian church', () => {
  it('by Pix: waits for the payment, and begins when the Pix is paid', async () => {
    const member = await newMember(testApp().app, 'esperanca');
    await spendTrial(member);
    const monthly = planCoded(esperancaPlans, 'ESP-MENSAL');
    const cotacao = (await quote(member, monthly.id, 'bemvindo')).json();
    // R$ 19,90 less 20 %, and the R$ 5,00 hiring fee once.
    expect(cotacao).toMatchObject({ periodoTeste: false, totalHoje: 1990 - 398 + 500, moeda: 'BRL', renovacao: { total: 1990 } });
    expect(cotacao.metodosPagamento).toEqual(expect.arrayContaining(['PIX', 'CARTAO_CREDITO']));
    const response = await subscribe(member, { idPlano: monthly.id, cupom: 'BEMVINDO', totalEsperado: 2092, pagamento: { metodo: 'PIX' } });
    expect(response.statusCode, response.body).toBe(201);
    const { usuarioPlanoAssinatura, pagamento } = response.json();
    expect(pagamento).toMatchObject({ status: 'pendente', total: 2092, pix: { copiaECola: expect.any(String) } });
    expect(usuarioPlanoAssinatura).toMatchObject({ status: { situacao: 'pendente' }, metodo: 'PIX' });
    expect((await watchable(member)).json()).toMatchObject({ code: 'ASSINATURA_NECESSARIA' });

    const paid = await call(testApp().app, { method: 'POST', url: `/api/v1/pagamento/sandbox/${pagamento.codigo}/pagar`, token: member.token });
    expect(paid.statusCode, paid.body).toBe(200);
    const [now] = (await mySubscriptions(member)).json().usuarioPlanoAssinaturas;
    expect(now).toMatchObject({ id: usuarioPlanoAssinatura.id, status: { situacao: 'ativo' } });
    expect(Date.parse(now.fimPeriodo) - Date.now()).toBeGreaterThan(27 * DAY_MS);
    expect((await watchable(member)).statusCode).toBe(200);
  });

  it('gives the free trial once per CPF, even to another account', async () => {
    const first = await newMember(testApp().app, 'esperanca');
    const monthly = planCoded(esperancaPlans, 'ESP-MENSAL');
    expect((await quote(first, monthly.id)).json()).toMatchObject({ periodoTeste: true, totalHoje: 0 });
    const trial = await subscribe(first, { idPlano: monthly.id, totalEsperado: 0, pagamento: { metodo: 'PIX' } });
    expect(trial.json().pagamento).toBeUndefined();
    expect(trial.json()).toMatchObject({ usuarioPlanoAssinatura: { status: { situacao: 'ativo' }, periodoTeste: true } });

    // The same person, with a new account and the CPF the first one had.
    const { db } = testApp().database.handle;
    const cpfRows = await db.execute(sql`select cpf from usuario where id = ${first.id}`);
    const cpf = (cpfRows as unknown as { rows: { cpf: string }[] }).rows[0]?.cpf;
    await db.execute(sql`update usuario set cpf = null where id = ${first.id}`);
    const second = await newMember(testApp().app, 'esperanca');
    await db.execute(sql`update usuario set cpf = ${cpf} where id = ${second.id}`);
    expect((await quote(second, monthly.id)).json()).toMatchObject({ periodoTeste: false, totalHoje: 1990 + 500 });
    const refused = await subscribe(second, { idPlano: monthly.id, totalEsperado: 0, pagamento: { metodo: 'PIX' } });
    expect(refused.json()).toMatchObject({ code: 'ASSINATURA_TOTAL_ALTERADO' });

    // Without a CPF a Brazilian church's trial cannot be held to once: none is given, and the quote says why.
    const noCpf = await newMember(testApp().app, 'esperanca');
    await db.execute(sql`update usuario set cpf = null where id = ${noCpf.id}`);
    expect((await quote(noCpf, monthly.id)).json()).toMatchObject({ periodoTeste: false, testeExigeCpf: true });
    expect(esperanca).toBe(noCpf.igreja);
  });
});
