import { and, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { CardOwner } from './payment-gateway';
import { clienteGatewayPagamento as cliente } from './schema';

/** Each member's customer at a church's card provider (Stripe's `cus_…`), one per member, church and provider. */
export class ProviderCustomerRepository {
  constructor(
    private readonly db: Database,
    private readonly gateway: string,
  ) {}

  /** The member's customer at this church, if one was made. */
  async find({ igrejaId, usuarioId }: CardOwner): Promise<string | undefined> {
    const [row] = await this.db
      .select({ cliente: cliente.cliente })
      .from(cliente)
      .where(and(eq(cliente.igrejaId, igrejaId), eq(cliente.usuarioId, usuarioId), eq(cliente.gateway, this.gateway)));
    return row?.cliente;
  }

  /**
   * Keeps `made` as the member's customer unless one was kept first (two requests made one each at
   * once): answers the one kept, which every later charge and card of the member uses.
   */
  async keep(owner: CardOwner, made: string): Promise<string> {
    await this.db.insert(cliente).values({ igrejaId: owner.igrejaId, usuarioId: owner.usuarioId, gateway: this.gateway, cliente: made }).onConflictDoNothing();
    const kept = await this.find(owner);
    if (!kept) throw new Error('The provider customer is gone.');
    return kept;
  }
}
