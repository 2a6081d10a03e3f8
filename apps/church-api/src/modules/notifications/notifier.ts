import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { notificacao } from './schema';

/** A notification as another module writes it: to every member of the church (usuarioId null) or to one account. */
export type Notice = Omit<typeof notificacao.$inferInsert, 'id' | 'dataCadastro' | 'dataUltimaAlteracao'> & {
  /** When it was sent (default now), or an SQL expression of it. */
  dataCadastro?: Date | SQL;
  dataUltimaAlteracao?: Date | SQL;
};

/** How the other modules notify a church's members (the content modules today; events, prayer and chat next). */
export class Notifier {
  constructor(private readonly db: Database) {}

  async notify(notices: Notice[]): Promise<void> {
    if (notices.length > 0) await this.db.insert(notificacao).values(notices);
  }

  /** Whether the church has sent a notification of this type already. */
  async hasSent(igrejaId: number, tipoCodigo: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notificacao.id })
      .from(notificacao)
      .where(and(eq(notificacao.igrejaId, igrejaId), eq(notificacao.tipoCodigo, tipoCodigo)))
      .limit(1);
    return Boolean(row);
  }
}
