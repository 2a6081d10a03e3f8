import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { seedGivingDemo } from '../demo/seed-giving-demo';
import { DEMO_MEMBER_GIFTS } from '../demo/seed-member-gifts-demo';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

interface MemberGift {
  codigo: string;
  motivo: string;
  valor: number;
  nome_doador: string;
  recorrente: number | null;
  pagamento: string;
  metodo: string;
  total: number;
  moeda: string;
  recibo: string | null;
}

/** Every gift of each church's demo member, with its reasons, payment and receipt. */
async function memberGifts(): Promise<MemberGift[]> {
  return rowsOf<MemberGift>(
    await database.handle.db.execute(sql`
      select ig.codigo, m.nome as motivo, dm.valor, d.nome_doador, d.doacao_recorrente_id as recorrente,
             p.status as pagamento, p.metodo, p.total, p.moeda, r.situacao as recibo
      from doacao d
      join usuario u on u.id = d.usuario_id
      join igreja ig on ig.id = d.igreja_id
      join doacao_motivo dm on dm.doacao_id = d.id
      join pagamento_motivo m on m.id = dm.motivo_id
      join pagamento p on p.id = d.pagamento_id
      left join doacao_recibo r on r.pagamento_id = p.id
      where lower(u.email) = 'member@' || ig.codigo || '.example'
      order by ig.codigo, d.id`),
  );
}

async function counts() {
  const [row] = rowsOf<Record<string, number>>(
    await database.handle.db.execute(sql`
      select (select count(*)::int from doacao) as doacoes, (select count(*)::int from doacao_motivo) as motivos_doados,
             (select count(*)::int from pagamento) as pagamentos, (select count(*)::int from pagamento_motivo) as motivos,
             (select count(*)::int from usuario_cartao_gateway_pagamento) as cartoes,
             (select count(*)::int from sandbox_cartao) as cartoes_sandbox`),
  );
  return row;
}

describe('the demo member of each church', () => {
  it('has given once by card: the payment approved in the church’s currency, the gift to one reason, no receipt mailed for demo history', async () => {
    const gifts = await memberGifts();
    expect(gifts.map((gift) => gift.codigo).sort()).toEqual(['esperanca', 'grace', 'vida']);
    const currencies: Record<string, string> = { grace: 'USD', esperanca: 'BRL', vida: 'EUR' };
    for (const [codigo, demo] of Object.entries(DEMO_MEMBER_GIFTS)) {
      expect(gifts.find((gift) => gift.codigo === codigo)).toMatchObject({
        motivo: demo.motivo,
        valor: demo.valor,
        total: demo.valor,
        recorrente: null,
        pagamento: 'aprovado',
        metodo: 'CARTAO_CREDITO',
        moeda: currencies[codigo],
        recibo: null,
      });
    }
  });

  it('keeps no card for the demo member, nor the sandbox one: the gift was paid with a card tokenised for it and not saved', async () => {
    expect(await counts()).toMatchObject({ cartoes: 0, cartoes_sandbox: 0 });
  });

  it('does not give again when the seed runs again', async () => {
    const before = await counts();
    await seedGivingDemo(database.handle.db);
    await seedGivingDemo(database.handle.db);
    expect(await counts()).toEqual(before);
  });
});
