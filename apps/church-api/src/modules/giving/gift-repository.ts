import type { Doacao } from '@church/contracts-giving';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { PaymentMethod, PaymentStatus } from '@church/api-modules/payments';
import { PAID_STATUSES } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { doacao, doacaoMotivo, pagamentoMotivo } from './schema';

/** A donor's gifts, always read by their account and church. */
export class GiftRepository {
  constructor(private readonly db: Database) {}

  /** The member's gifts at the church, newest first. */
  giftsOf(usuarioId: number, igrejaId: number): Promise<Doacao[]> {
    return this.gifts(and(eq(doacao.usuarioId, usuarioId), eq(doacao.igrejaId, igrejaId)));
  }

  /** One gift by id (the one a donor just made). */
  async byId(id: number): Promise<Doacao | undefined> {
    const [gift] = await this.gifts(eq(doacao.id, id));
    return gift;
  }

  /** The member's paid gifts at the church between two moments (a year in the church's time zone), oldest first. */
  async paidBetween(usuarioId: number, igrejaId: number, from: Date, to: Date): Promise<Doacao[]> {
    const gifts = await this.gifts(
      and(eq(doacao.usuarioId, usuarioId), eq(doacao.igrejaId, igrejaId), gte(doacao.dataCadastro, from), lt(doacao.dataCadastro, to), inArray(pagamento.status, [...PAID_STATUSES])),
    );
    return gifts.reverse();
  }

  private async gifts(where: SQL | undefined): Promise<Doacao[]> {
    const rows = await this.db
      .select({
        id: doacao.id,
        dataCadastro: doacao.dataCadastro,
        recorrente: doacao.doacaoRecorrenteId,
        valor: pagamento.valor,
        taxa: pagamento.taxa,
        total: pagamento.total,
        coberta: doacao.flagUsuarioTaxa,
        moeda: pagamento.moeda,
        metodo: pagamento.metodo,
        status: pagamento.status,
        codigoPagamento: pagamento.codigo,
      })
      .from(doacao)
      .innerJoin(pagamento, eq(pagamento.id, doacao.pagamentoId))
      .where(where)
      .orderBy(desc(doacao.dataCadastro), desc(doacao.id))
      .limit(500);
    if (rows.length === 0) return [];
    const reasons = await this.db
      .select({ doacaoId: doacaoMotivo.doacaoId, idMotivo: doacaoMotivo.motivoId, nome: pagamentoMotivo.nome, valor: doacaoMotivo.valor })
      .from(doacaoMotivo)
      .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoMotivo.motivoId))
      .where(inArray(doacaoMotivo.doacaoId, rows.map((row) => row.id)))
      .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
    return rows.map(({ recorrente, taxa, coberta, ...row }) => ({
      ...row,
      // A covered fee is the part of the total that pays it (a gift has no interest): what the donor added.
      taxaCoberta: coberta ? taxa : 0,
      dataCadastro: row.dataCadastro.toISOString(),
      metodo: row.metodo as PaymentMethod,
      status: row.status as PaymentStatus,
      flagRecorrente: recorrente !== null,
      motivos: reasons.filter((reason) => reason.doacaoId === row.id).map(({ doacaoId: _, ...reason }) => reason),
    }));
  }
}
