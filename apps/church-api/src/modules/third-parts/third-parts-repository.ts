import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { type AppMode, type AppModuleCode, igrejaAppExterno } from './schema';

export interface StoredApp {
  id: number;
  codigoModulo: AppModuleCode;
  slug: string;
  nome: string;
  endereco: string;
  modo: AppMode;
  audiencia: string;
}

const appColumns = {
  id: igrejaAppExterno.id,
  codigoModulo: igrejaAppExterno.codigoModulo,
  slug: igrejaAppExterno.slug,
  nome: igrejaAppExterno.nome,
  endereco: igrejaAppExterno.endereco,
  modo: igrejaAppExterno.modo,
  audiencia: igrejaAppExterno.audiencia,
};

/** A church's external apps and what their tokens say of a member. Every query names the church. */
export class ThirdPartsRepository {
  constructor(private readonly db: Database) {}

  async appsOf(igrejaId: number): Promise<StoredApp[]> {
    return this.db.select(appColumns).from(igrejaAppExterno).where(eq(igrejaAppExterno.igrejaId, igrejaId)).orderBy(asc(igrejaAppExterno.codigoModulo));
  }

  async appOf(igrejaId: number, slug: string): Promise<StoredApp | null> {
    const [row] = await this.db
      .select(appColumns)
      .from(igrejaAppExterno)
      .where(and(eq(igrejaAppExterno.igrejaId, igrejaId), eq(igrejaAppExterno.slug, slug)));
    return row ?? null;
  }

  /** The account's name and e-mail, for the token's `name` and `email`. */
  async memberOf(accountId: number): Promise<{ name: string; email: string } | null> {
    const [row] = await this.db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email }).from(usuario).where(eq(usuario.id, accountId));
    return row ? { name: `${row.nome} ${row.sobrenome}`.trim(), email: row.email } : null;
  }
}
