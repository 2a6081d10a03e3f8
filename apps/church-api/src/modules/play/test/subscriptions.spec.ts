import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { churchId } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { bearer, type Caller, signIn as signInAs } from './play-callers';

const testApp = setupTestApp();

const signIn = (email: string) => signInAs(testApp().app, email);

function call(method: 'GET' | 'POST', url: string, caller?: Caller) {
  return testApp().app.inject({ method, url: `/api/v1${url}`, headers: bearer(caller) });
}

let grace: number;
let vida: number;
let member: Caller;
let staff: Caller;

/** A subscription of `caller` to grace's first plan, as the subscribe call will make them; its id. */
async function subscription(caller: Caller, situacao: string, fimPeriodo: string, dataAssinatura = '2026-11-01T12:00:00Z'): Promise<number> {
  const { db } = testApp().database.handle;
  const made = (await db.execute(sql`
    insert into usuario_plano_assinatura (igreja_id, usuario_id, plano_id, situacao, valor, taxa_adesao, data_assinatura, data_inicio, fim_periodo, metodo)
    select ${grace}, ${caller.id}, id, ${situacao}, valor, 250, ${dataAssinatura}::timestamptz, ${dataAssinatura}::timestamptz, ${fimPeriodo}::timestamptz, 'CARTAO_CREDITO'
    from plano_assinatura where igreja_id = ${grace} order by ordem limit 1
    returning id`)) as unknown as { rows: { id: number }[] };
  return made.rows[0]?.id ?? 0;
}

beforeAll(async () => {
  grace = await churchId(testApp().app, 'grace');
  vida = await churchId(testApp().app, 'vida');
  [member, staff] = await Promise.all([signIn('member@grace.example'), signIn('staff@grace.example')]);
});

describe("a member's subscriptions (GET /usuario/{id}/usuario-plano-assinatura/)", () => {
  it('lists them newest first with plan, price, fees, dates, status and next charge', async () => {
    expect((await call('GET', `/usuario/${member.id}/usuario-plano-assinatura/?igreja=${grace}`, member)).json()).toEqual({ usuarioPlanoAssinaturas: [] });
    await subscription(member, 'encerrado', '2026-10-01T12:00:00Z', '2026-09-01T12:00:00Z');
    const current = await subscription(member, 'ativo', '2026-12-01T12:00:00Z');
    const response = await call('GET', `/usuario/${member.id}/usuario-plano-assinatura/?igreja=${grace}`, member);
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json().usuarioPlanoAssinaturas;
    expect(first).toEqual({
      id: current,
      plano: { id: expect.any(Number), codigo: 'GRACE-MONTHLY', nome: 'Monthly', periodicidade: 'mensal' },
      valor: 999,
      taxa: 0,
      taxaAdesao: 250,
      moeda: 'USD',
      dataAssinatura: '2026-11-01T12:00:00.000Z',
      status: { situacao: 'ativo' },
      fimPeriodo: '2026-12-01T12:00:00.000Z',
      proximaCobranca: '2026-12-01T12:00:00.000Z',
      dataCancelamento: null,
      metodo: 'CARTAO_CREDITO',
      periodoTeste: false,
      cupom: null,
    });
    expect(second).toMatchObject({ status: { situacao: 'encerrado' }, proximaCobranca: null });
  });

  it("is the member's own, at the church asked", async () => {
    expect((await call('GET', `/usuario/${member.id}/usuario-plano-assinatura/?igreja=${grace}`, staff)).json()).toMatchObject({ status: 403, code: 'AUTH_FORBIDDEN' });
    expect((await call('GET', `/usuario/${member.id}/usuario-plano-assinatura/?igreja=${vida}`, member)).statusCode).toBe(403);
    expect((await call('GET', `/usuario/${member.id}/usuario-plano-assinatura/?igreja=${grace}`)).statusCode).toBe(401);
    expect((await call('GET', `/usuario/${staff.id}/usuario-plano-assinatura/?igreja=${grace}`, staff)).json().usuarioPlanoAssinaturas).toEqual([]);
  });
});

describe('cancelling (POST /usuario/{id}/usuario-plano-assinatura/{assinatura}/cancelamento/)', () => {
  it('stops the renewals and keeps the paid period; asked again, answers the same', async () => {
    const id = await subscription(staff, 'ativo', '2999-01-01T00:00:00Z');
    const cancelled = await call('POST', `/usuario/${staff.id}/usuario-plano-assinatura/${id}/cancelamento/?igreja=${grace}`, staff);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = cancelled.json().usuarioPlanoAssinatura;
    expect(answer).toMatchObject({ id, status: { situacao: 'cancelado' }, fimPeriodo: '2999-01-01T00:00:00.000Z', proximaCobranca: null, dataCancelamento: expect.any(String) });
    const again = await call('POST', `/usuario/${staff.id}/usuario-plano-assinatura/${id}/cancelamento/?igreja=${grace}`, staff);
    expect(again.json().usuarioPlanoAssinatura).toEqual(answer);
    // Still watching what was paid for.
    const [paid] = (await call('GET', `/plano-assinatura-conteudo/?igreja=${grace}&limit=50`)).json().planoAssinaturaConteudos.filter(
      (content: { tipo: string; tipoVisibilidadeConteudo: string }) => content.tipo === 'video' && content.tipoVisibilidadeConteudo === 'assinantes',
    );
    expect((await call('GET', `/plano-assinatura-conteudo/${paid.id}/midia/?igreja=${grace}`, staff)).statusCode).toBe(200);
  });

  it("refuses one that ended or was never paid, another member's, and another church's", async () => {
    const ended = await subscription(staff, 'encerrado', '2020-01-01T00:00:00Z');
    expect((await call('POST', `/usuario/${staff.id}/usuario-plano-assinatura/${ended}/cancelamento/?igreja=${grace}`, staff)).json()).toMatchObject({ status: 409, code: 'ASSINATURA_ENCERRADA' });
    const pending = await subscription(staff, 'pendente', '2999-01-01T00:00:00Z');
    expect((await call('POST', `/usuario/${staff.id}/usuario-plano-assinatura/${pending}/cancelamento/?igreja=${grace}`, staff)).statusCode).toBe(409);

    // The member's running subscription is the first test's (one runs at a time): this one was cancelled, its period unended.
    const members = await subscription(member, 'cancelado', '2999-01-01T00:00:00Z');
    expect((await call('POST', `/usuario/${staff.id}/usuario-plano-assinatura/${members}/cancelamento/?igreja=${grace}`, staff)).json()).toMatchObject({ status: 404, code: 'ASSINATURA_NAO_ENCONTRADA' });
    expect((await call('POST', `/usuario/${member.id}/usuario-plano-assinatura/${members}/cancelamento/?igreja=${grace}`, staff)).statusCode).toBe(403);
    expect((await call('POST', `/usuario/${member.id}/usuario-plano-assinatura/${members}/cancelamento/?igreja=${vida}`, member)).statusCode).toBe(403);
    expect((await call('POST', `/usuario/${member.id}/usuario-plano-assinatura/${members}/cancelamento/?igreja=${grace}`)).statusCode).toBe(401);
    const untouched = (await call('GET', `/usuario/${member.id}/usuario-plano-assinatura/?igreja=${grace}`, member)).json().usuarioPlanoAssinaturas;
    expect(untouched.find((row: { id: number }) => row.id === members)).toMatchObject({ status: { situacao: 'cancelado' }, dataCancelamento: null });
    expect((await call('POST', `/usuario/${member.id}/usuario-plano-assinatura/abc/cancelamento/?igreja=${grace}`, member)).statusCode).toBe(400);
  });
});
