import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doacao, doacaoConfiguracao } from '../schema';
import { pagamento } from '../../payments/schema';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';
import { give, giftTotal, givingOptions, reasonNamed, SLUGS } from './giving-helpers';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

const visitor = () => ({ nome: 'Alex', sobrenome: 'Morgan', email: `donor-${randomUUID().slice(0, 8)}@example.org` });

describe('giving options', () => {
  it("offers each church's reasons, minimum and methods (Pix and slips only in reais, never cash)", async () => {
    const { app } = testApp();
    const grace = await givingOptions(app, SLUGS.grace);
    expect(grace).toMatchObject({ flagAceitaDoacao: true, valorMinimo: 500, moeda: 'USD', qtdeMaxParcelas: 1, metodosPagamento: ['CARTAO_CREDITO', 'CARTEIRA_DIGITAL', 'ACH'] });
    expect(grace.motivos.map((motivo) => [motivo.nome, motivo.flagPermiteRecorrencia])).toEqual([
      ['Tithe', true],
      ['Offering', false],
      ['Missions', true],
      ['Building fund', false],
    ]);
    const esperanca = await givingOptions(app, SLUGS.esperanca);
    expect(esperanca).toMatchObject({ moeda: 'BRL', valorMinimo: 1000, qtdeMaxParcelas: 3, metodosPagamento: ['CARTAO_CREDITO', 'PIX', 'BOLETO'] });
    expect((await app.inject({ url: '/api/v1/igreja/nowhere/pagamento-motivo/' })).statusCode).toBe(404);
  });

  it('computes the fee of a gift by method on the server', async () => {
    const { app } = testApp();
    const igreja = await churchId(app, 'grace');
    const card = await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${igreja}&valor=10000&metodoPagamento=CARTAO_CREDITO` });
    // The fee the church bears on $100.00 by card, and the total that leaves it $100.00 once the fee is taken on it.
    expect(card.json()).toEqual({ valor: 10000, taxa: 438, totalComTaxa: 10457, taxaCoberta: 457, moeda: 'USD' });
    const bad = await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${igreja}&valor=-1&metodoPagamento=CARTAO_CREDITO` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('giving', () => {
  it('takes a member’s gift to two reasons by card, with the fee covered, and lists it in their account', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const options = await givingOptions(app, SLUGS.grace);
    const tithe = reasonNamed(options, 'Tithe');
    const missions = reasonNamed(options, 'Missions');
    const total = await giftTotal(app, member.igreja, 15000, 'CARTAO_CREDITO', true);
    const response = await give(
      app,
      {
        igreja: member.igreja,
        motivos: [
          { idMotivo: tithe.id, valor: 10000 },
          { idMotivo: missions.id, valor: 5000 },
        ],
        flagUsuarioTaxa: true,
        totalEsperado: total,
        pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } },
      },
      { token: member.token },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().pagamento).toMatchObject({ status: 'aprovado', valor: 15000, taxa: total - 15000, total });
    expect(response.json().doacao).toMatchObject({ valor: 15000, total, metodo: 'CARTAO_CREDITO', flagRecorrente: false });
    const listed = await call(app, { url: `/api/v1/usuario/${member.id}/doacao/?igreja=${member.igreja}`, token: member.token });
    expect(listed.json().doacoes).toEqual([
      expect.objectContaining({
        motivos: [
          { idMotivo: tithe.id, nome: 'Tithe', valor: 10000 },
          { idMotivo: missions.id, nome: 'Missions', valor: 5000 },
        ],
        status: 'aprovado',
      }),
    ]);
    const cards = await call(app, { url: `/api/v1/usuario/${SLUGS.grace}/${member.id}/cartoes`, token: member.token });
    expect(cards.json().cartoes[0].cartoes).toHaveLength(1);
  });

  it('refuses, naming the field: below the minimum, over the wallet maximum, an unknown or another church’s reason, a method the church lacks, a changed total', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const grace = await givingOptions(app, SLUGS.grace);
    const esperanca = await givingOptions(app, SLUGS.esperanca);
    const tithe = reasonNamed(grace, 'Tithe');
    const base = { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor: 1000 }], totalEsperado: 1000, pagamento: { metodo: 'ACH', ach: { numeroConta: '000123456789', numeroRoteamento: '011000015', tipoConta: 'checking', titular: 'Jo' } } };
    const cases: [unknown, string, string][] = [
      [{ ...base, motivos: [{ idMotivo: tithe.id, valor: 499 }], totalEsperado: 499 }, 'DOACAO_VALOR_MINIMO', 'body.motivos[0].valor'],
      [{ ...base, motivos: [{ idMotivo: tithe.id, valor: 500_000 }], totalEsperado: 500_000, pagamento: { metodo: 'CARTEIRA_DIGITAL' } }, 'DOACAO_CARTEIRA_MAXIMO', 'body.motivos'],
      [{ ...base, motivos: [{ idMotivo: reasonNamed(esperanca, 'Dízimo').id, valor: 1000 }] }, 'DOACAO_MOTIVO_INVALIDO', 'body.motivos[0].idMotivo'],
      [{ ...base, motivos: [{ idMotivo: tithe.id, valor: 1000 }, { idMotivo: tithe.id, valor: 1000 }], totalEsperado: 2000 }, 'DOACAO_MOTIVO_INVALIDO', 'body.motivos[1].idMotivo'],
      [{ ...base, pagamento: { metodo: 'PIX' } }, 'EVT_REG_010', 'body.pagamento.metodo'],
      [{ ...base, pagamento: { metodo: 'DINHEIRO' } }, 'EVT_REG_010', 'body.pagamento.metodo'],
      [{ ...base, totalEsperado: 999 }, 'DOACAO_TOTAL_ALTERADO', 'body.totalEsperado'],
    ];
    for (const [body, code, field] of cases) {
      const refused = await give(app, body, { token: member.token });
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json()).toMatchObject({ code, errors: [{ field }] });
    }
    const wallet = await give(app, { ...base, motivos: [{ idMotivo: tithe.id, valor: 499_999 }], totalEsperado: 499_999, pagamento: { metodo: 'CARTEIRA_DIGITAL' } }, { token: member.token });
    expect(wallet.json().pagamento.status).toBe('aguardando');
    expect((await give(app, { ...base, motivos: [] }, { token: member.token })).statusCode).toBe(400);
    expect((await give(app, { ...base, motivos: [{ idMotivo: tithe.id, valor: 1.5 }] }, { token: member.token })).statusCode).toBe(400);
    expect((await give(app, { ...base, extra: 1 }, { token: member.token })).statusCode).toBe(400);
  });

  it('splits a card gift into installments without interest, to the cent, and refuses more than the church allows', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'esperanca');
    const social = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Ação social');
    const total = await giftTotal(app, member.igreja, 10001, 'CARTAO_CREDITO', true);
    const body = (parcelas: number) => ({
      igreja: member.igreja,
      motivos: [{ idMotivo: social.id, valor: 10001 }],
      flagUsuarioTaxa: true,
      totalEsperado: total,
      pagamento: { metodo: 'CARTAO_CREDITO', parcelas, cartao: { token: 'placeholder' } },
    });
    const token = await cardToken(app, member.igreja);
    const split = await give(app, { ...body(3), pagamento: { ...body(3).pagamento, cartao: { token } } }, { token: member.token });
    expect(split.statusCode).toBe(201);
    expect(split.json().pagamento).toMatchObject({ valor: 10001, taxa: total - 10001, juros: 0, total, parcelas: 3, status: 'aprovado' });
    const tooMany = await give(app, { ...body(4), pagamento: { ...body(4).pagamento, cartao: { token } } }, { token: member.token });
    expect(tooMany.json()).toMatchObject({ code: 'EVT_REG_016', errors: [{ field: 'body.pagamento.parcelas' }] });
  });

  it('offers no installments outside reais, whatever the church set: nobody would run the plan, and the whole total would be charged at once', async () => {
    const { app, database } = testApp();
    const member = await newMember(app, 'grace');
    await database.handle.db.update(doacaoConfiguracao).set({ qtdeMaxParcelas: 6 }).where(eq(doacaoConfiguracao.igrejaId, member.igreja));
    expect((await givingOptions(app, SLUGS.grace)).qtdeMaxParcelas).toBe(1);
    const missions = reasonNamed(await givingOptions(app, SLUGS.grace), 'Missions');
    const token = await cardToken(app, member.igreja);
    const split = await give(
      app,
      { igreja: member.igreja, motivos: [{ idMotivo: missions.id, valor: 10000 }], totalEsperado: 10000, pagamento: { metodo: 'CARTAO_CREDITO', parcelas: 2, cartao: { token } } },
      { token: member.token },
    );
    expect(split.statusCode).toBe(422);
    expect(split.json()).toMatchObject({ code: 'EVT_REG_016', errors: [{ field: 'body.pagamento.parcelas' }] });
    const options = await app.inject({ url: `/api/v1/igreja/${SLUGS.grace}/calcula-taxas-parcelamento-juros?valor=10000&flagJuros=true&maxParcelas=6` });
    expect(options.json().data.data.map((option: { parcelas: number }) => option.parcelas)).toEqual([1]);
    await database.handle.db.update(doacaoConfiguracao).set({ qtdeMaxParcelas: 1 }).where(eq(doacaoConfiguracao.igrejaId, member.igreja));
  });

  it('takes a visitor’s gift with their name and e-mail, and refuses one without them', async () => {
    const { app } = testApp();
    const igreja = await churchId(app, 'grace');
    const offering = reasonNamed(await givingOptions(app, SLUGS.grace), 'Offering');
    const body = { igreja, motivos: [{ idMotivo: offering.id, valor: 2500 }], totalEsperado: 2500, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, igreja) } } };
    const anonymous = await give(app, body);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors[0].field).toBe('body.doador');
    const donor = visitor();
    const given = await give(app, { ...body, doador: donor });
    expect(given.statusCode).toBe(201);
    expect(given.json().pagamento.status).toBe('aprovado');
    const [row] = await testApp().database.handle.db.select().from(doacao).where(eq(doacao.emailDoador, donor.email));
    expect(row).toMatchObject({ usuarioId: null, nomeDoador: 'Alex Morgan' });
  });

  it('pays by Pix in reais with the member’s CPF, and a retried POST with the same key gives once', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const body = { igreja: member.igreja, motivos: [{ idMotivo: dizimo.id, valor: 12345 }], totalEsperado: 12345, pagamento: { metodo: 'PIX' } };
    const key = randomUUID();
    const first = await give(app, body, { token: member.token, key });
    const retry = await give(app, body, { token: member.token, key });
    expect(first.statusCode).toBe(201);
    expect(first.json().pagamento).toMatchObject({ metodo: 'PIX', status: 'pendente', valor: 12345, total: 12345, moeda: 'BRL' });
    expect(first.json().pagamento.pix.copiaECola).toMatch(/^000201/);
    expect(retry.json()).toEqual(first.json());
    const payments = await testApp().database.handle.db.select().from(pagamento).where(eq(pagamento.usuarioId, member.id));
    expect(payments).toHaveLength(1);
    const other = await give(app, { ...body, totalEsperado: 99999, motivos: [{ idMotivo: dizimo.id, valor: 99999 }] }, { token: member.token, key });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("keeps a member out of another member's gifts and another church's", async () => {
    const { app } = testApp();
    const alice = await newMember(app, 'grace');
    const bob = await newMember(app, 'grace');
    expect((await call(app, { url: `/api/v1/usuario/${alice.id}/doacao/?igreja=${alice.igreja}`, token: bob.token })).statusCode).toBe(403);
    expect((await call(app, { url: `/api/v1/usuario/${alice.id}/doacao/?igreja=${alice.igreja}` })).statusCode).toBe(401);
    const esperancaId = await churchId(app, 'esperanca');
    const dizimo = reasonNamed(await givingOptions(app, SLUGS.esperanca), 'Dízimo');
    const elsewhere = await give(app, { igreja: esperancaId, motivos: [{ idMotivo: dizimo.id, valor: 1000 }], totalEsperado: 1000, pagamento: { metodo: 'PIX' } }, { token: alice.token });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('prints a yearly statement of the paid gifts, by reason', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const options = await givingOptions(app, SLUGS.grace);
    const tithe = reasonNamed(options, 'Tithe');
    const offering = reasonNamed(options, 'Offering');
    for (const [idMotivo, valor] of [
      [tithe.id, 10000],
      [offering.id, 2500],
      [tithe.id, 10000],
    ] as const) {
      const given = await give(app, { igreja: member.igreja, motivos: [{ idMotivo, valor }], totalEsperado: valor, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } }, { token: member.token });
      expect(given.json().pagamento.status).toBe('aprovado');
    }
    await give(app, { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor: 7000 }], totalEsperado: 7000, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja, '4000 0000 0000 0002') } } }, { token: member.token });
    const year = new Date().getUTCFullYear();
    const statement = await call(app, { url: `/api/v1/usuario/${member.id}/doacao/extrato?igreja=${member.igreja}&ano=${year}`, token: member.token });
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toMatchObject({ ano: year, moeda: 'USD', total: 22500, igreja: { nome: 'Grace Community Church' }, doador: { nome: 'Joana Pereira' } });
    expect(statement.json().porMotivo).toEqual(expect.arrayContaining([{ motivo: 'Tithe', total: 20000 }, { motivo: 'Offering', total: 2500 }]));
    expect(statement.json().doacoes).toHaveLength(3);
    const empty = await call(app, { url: `/api/v1/usuario/${member.id}/doacao/extrato?igreja=${member.igreja}&ano=${year - 1}`, token: member.token });
    expect(empty.json()).toMatchObject({ total: 0, doacoes: [] });
  });
});
