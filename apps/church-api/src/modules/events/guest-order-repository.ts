import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type PaymentRow, PaymentRepository } from '@church/api-modules/payments';
import { isAccessKeyOf } from './guest-order-key';
import { inscricaoVisitante } from './schema';

/** A visitor's order as its access key opens it. */
export interface GuestOrder {
  payment: PaymentRow;
  email: string;
}

/** Visitors' orders, read only with their access key: a wrong key and an unknown code look the same. */
export class GuestOrderRepository {
  private readonly payments: PaymentRepository;

  constructor(private readonly db: Database) {
    this.payments = new PaymentRepository(db);
  }

  /** The order its code names, when `key` is its access key and has not expired at `now`. */
  async open(codigo: string, key: string, now: Date): Promise<GuestOrder | undefined> {
    const payment = await this.payments.findByCode(codigo);
    if (!payment) return undefined;
    const [guest] = await this.db.select().from(inscricaoVisitante).where(eq(inscricaoVisitante.pagamentoId, payment.id));
    if (!guest || !isAccessKeyOf(guest.chaveAcessoHash, key)) return undefined;
    if (guest.chaveExpiraEm && guest.chaveExpiraEm < now) return undefined;
    return { payment, email: guest.email };
  }
}
