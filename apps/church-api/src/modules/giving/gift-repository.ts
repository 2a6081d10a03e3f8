import type { Doacao } from '@church/contracts-giving';
import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { PaymentMethod, PaymentStatus } from '@church/api-modules/payments';
import { PAID_STATUSES } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { doacao, doacaoMotivo, pagamentoMotivo } from './schema';

/**
 * A gift net of what was refunded of its charge: a refund comes out of the gift first (the provider
 * keeps its fee, so the fee the donor covered stays paid until the refund passes the gift).
 */
export function netOfRefund(valor: number, valorEstornado: number): { valorEstornado: number; valorLiquido: number } {
  return { valorEstornado, valorLiquido: Math.max(0, valor - valorEstornado) };
}

/** The fee a donor covered on a gift, less the part of a refund beyond the gift itself. */
export function coveredFeeNetOfRefund(gift: Pick<Doacao, 'valor' | 'taxaCoberta' | 'valorEstornado'>): number {
  return Math.max(0, gift.taxaCoberta - Math.max(0, gift.valorEstornado - gift.valor));
}

/**
 * A gift's reasons net of its refund: each reason's share of the net gift, in proportion to its part of
 * the gift, the cents left over by rounding going to the largest parts first (they add up to `valorLiquido`).
 */
export function reasonsNetOfRefund(gift: Pick<Doacao, 'valor' | 'valorLiquido' | 'motivos'>): { nome: string; valor: number }[] {
  if (gift.valorLiquido === gift.valor || gift.valor === 0) return gift.motivos.map(({ nome, valor }) => ({ nome, valor }));
  const shares = gift.motivos.map((reason, index) => {
    const exact = (reason.valor * gift.valorLiquido) / gift.valor;
    return { index, nome: reason.nome, valor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = gift.valorLiquido - shares.reduce((sum, share) => sum + share.valor, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left <= 0) break;
    share.valor += 1;
    left -= 1;
  }
  return shares.map(({ nome, valor }) => ({ nome, valor }));
}

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
        estornado: pagamento.valorEstornado,
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
    return rows.map(({ recorrente, taxa, coberta, estornado, ...row }) => ({
      ...row,
      // A covered fee is the part of the total that pays it (a gift has no interest): what the donor added.
      taxaCoberta: coberta ? taxa : 0,
      ...netOfRefund(row.valor, row.status === 'estornado' ? row.total : estornado),
      dataCadastro: row.dataCadastro.toISOString(),
      metodo: row.metodo as PaymentMethod,
      status: row.status as PaymentStatus,
      flagRecorrente: recorrente !== null,
      motivos: reasons.filter((reason) => reason.doacaoId === row.id).map(({ doacaoId: _, ...reason }) => reason),
    }));
  }
}
