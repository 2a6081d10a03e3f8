import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { seedEventsDemo } from '../demo/seed-events-demo';
import { DEMO_MEMBER_REGISTRATIONS } from '../demo/seed-member-registrations-demo';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

interface MemberTicket {
  codigo: string;
  evento: string;
  ingresso: string;
  participante: string;
  status: string;
  codigo_checkin: string | null;
  pagamento: string;
  metodo: string;
  total: number;
  recibo: string | null;
}

/** Every ticket of each church's demo member, with its event, payment and receipt. */
async function memberTickets(): Promise<MemberTicket[]> {
  return rowsOf<MemberTicket>(
    await database.handle.db.execute(sql`
      select ig.codigo, e.nome as evento, t.nome as ingresso, i.participante, i.status, i.codigo_checkin,
             p.status as pagamento, p.metodo, p.total, r.situacao as recibo
      from inscricao i
      join usuario u on u.id = i.usuario_id
      join igreja ig on ig.id = i.igreja_id
      join evento e on e.id = i.evento_id
      join evento_ingresso t on t.id = i.ingresso_id
      join pagamento p on p.id = i.pagamento_id
      left join inscricao_recibo r on r.pagamento_id = p.id
      where lower(u.email) = 'member@' || ig.codigo || '.example'
      order by ig.codigo, i.id`),
  );
}

async function counts() {
  const [row] = rowsOf<Record<string, number>>(
    await database.handle.db.execute(sql`
      select (select count(*)::int from inscricao) as inscricoes, (select count(*)::int from pagamento) as pagamentos,
             (select sum(vendidos)::int from evento_ingresso) as vendidos, (select count(*)::int from evento) as eventos,
             (select count(*)::int from sandbox_cartao) as cartoes_sandbox`),
  );
  return row;
}

describe('the demo member of each church', () => {
  it('has a registration with tickets, bought by card: the payment approved, each ticket active with its check-in code, no receipt mailed for demo history', async () => {
    const tickets = await memberTickets();
    expect(new Set(tickets.map((ticket) => ticket.codigo))).toEqual(new Set(['grace', 'esperanca', 'vida']));
    for (const [codigo, demo] of Object.entries(DEMO_MEMBER_REGISTRATIONS)) {
      const own = tickets.filter((ticket) => ticket.codigo === codigo);
      expect(own.map((ticket) => ticket.participante)).toEqual(demo.participantes.map((participante) => participante.nome));
      for (const ticket of own) {
        expect(ticket).toMatchObject({ evento: demo.evento, ingresso: demo.ingresso, status: 'ativa', pagamento: 'aprovado', metodo: 'CARTAO_CREDITO', recibo: null });
        expect(ticket.total).toBeGreaterThan(0);
        expect(ticket.codigo_checkin).toBeTruthy();
      }
    }
  });

  it('answers the event’s required questions on every ticket', async () => {
    const rows = rowsOf<{ codigo: string; obrigatorias: number; respondidas: number }>(
      await database.handle.db.execute(sql`
        select ig.codigo,
               (select count(*)::int from evento_pergunta q where q.evento_id = i.evento_id and q.flag_obrigatoria) as obrigatorias,
               (select count(*)::int from jsonb_array_elements(i.respostas) a where length(a->>'resposta') > 0) as respondidas
        from inscricao i join usuario u on u.id = i.usuario_id join igreja ig on ig.id = i.igreja_id
        where lower(u.email) = 'member@' || ig.codigo || '.example'`),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.respondidas).toBeGreaterThanOrEqual(row.obrigatorias);
  });

  it('leaves the sandbox no card of the demo’s: the card was tokenised for the one charge and not saved', async () => {
    expect((await counts())?.cartoes_sandbox).toBe(0);
  });

  it('is not registered again when the seed runs again', async () => {
    const before = await counts();
    await seedEventsDemo(database.handle.db);
    await seedEventsDemo(database.handle.db);
    expect(await counts()).toEqual(before);
  });
});
