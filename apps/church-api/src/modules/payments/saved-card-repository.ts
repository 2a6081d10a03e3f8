import type { CartaoSalvo } from '@church/contracts-payments';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { CardToken } from './payment-gateway';
import { usuarioCartaoGatewayPagamento as cartao } from './schema';

const view = (row: typeof cartao.$inferSelect): CartaoSalvo => ({
  id: row.id,
  idGatewayPagamento: row.idGateway,
  bandeira: row.bandeira,
  ultimosDigitos: row.ultimosDigitos,
  validade: row.validade,
});

/** A member's saved cards, always read by the member's account (and church). */
export class SavedCardRepository {
  constructor(private readonly db: Database) {}

  /** Saves a tokenised card; the same token saved again answers the card already saved. */
  async save(usuarioId: number, igrejaId: number, card: CardToken): Promise<CartaoSalvo> {
    await this.db
      .insert(cartao)
      .values({ usuarioId, igrejaId, idGateway: card.idGatewayPagamento, token: card.token, bandeira: card.bandeira, ultimosDigitos: card.ultimosDigitos, validade: card.validade })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(cartao).where(and(eq(cartao.usuarioId, usuarioId), eq(cartao.token, card.token)));
    if (!row) throw new Error('The saved card is gone');
    return view(row);
  }

  /** The member's cards at this church, grouped by gateway (§3 "Cards"). */
  async byGateway(usuarioId: number, igrejaId: number): Promise<{ idGatewayPagamento: number; cartoes: CartaoSalvo[] }[]> {
    const rows = await this.db
      .select()
      .from(cartao)
      .where(and(eq(cartao.usuarioId, usuarioId), eq(cartao.igrejaId, igrejaId)))
      .orderBy(asc(cartao.idGateway), asc(cartao.id));
    const groups = new Map<number, CartaoSalvo[]>();
    for (const row of rows) groups.set(row.idGateway, [...(groups.get(row.idGateway) ?? []), view(row)]);
    return [...groups].map(([idGatewayPagamento, cartoes]) => ({ idGatewayPagamento, cartoes }));
  }

  /** The token of one of the member's cards at this church, or undefined. */
  async tokenOf(usuarioId: number, igrejaId: number, id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ token: cartao.token })
      .from(cartao)
      .where(and(eq(cartao.id, id), eq(cartao.usuarioId, usuarioId), eq(cartao.igrejaId, igrejaId)));
    return row?.token;
  }

  /** Whether the token is one of the member's cards saved at this church. */
  async isSaved(usuarioId: number, igrejaId: number, token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: cartao.id })
      .from(cartao)
      .where(and(eq(cartao.usuarioId, usuarioId), eq(cartao.igrejaId, igrejaId), eq(cartao.token, token)));
    return row !== undefined;
  }

  /** Removes one of the member's cards; false when the member has no such card. */
  async remove(usuarioId: number, id: number): Promise<boolean> {
    const removed = await this.db.delete(cartao).where(and(eq(cartao.id, id), eq(cartao.usuarioId, usuarioId))).returning({ id: cartao.id });
    return removed.length > 0;
  }
}
