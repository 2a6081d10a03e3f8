import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Endereco } from '@church/contracts-member-profile';
import type { Database } from '@church/api-platform/db/database';
import { endereco } from './schema';

export type AddressFields = Omit<typeof endereco.$inferInsert, 'id' | 'usuarioId' | 'dataCadastro'>;

function toEndereco(row: typeof endereco.$inferSelect): Endereco {
  return {
    id: row.id,
    descricao: row.descricao,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    estado: row.estado,
    idPais: row.paisId,
    flagPrincipal: row.flagPrincipal,
  };
}

/** An account's addresses; one of them is the main one. Every query is scoped by the account. */
export class AddressRepository {
  constructor(private readonly db: Database) {}

  /** The account's main address (or its first one), or undefined when it has none. */
  async main(usuarioId: number): Promise<Endereco | undefined> {
    const [row] = await this.db.select().from(endereco).where(eq(endereco.usuarioId, usuarioId)).orderBy(desc(endereco.flagPrincipal), asc(endereco.id)).limit(1);
    return row ? toEndereco(row) : undefined;
  }

  async list(usuarioId: number): Promise<Endereco[]> {
    const rows = await this.db.select().from(endereco).where(eq(endereco.usuarioId, usuarioId)).orderBy(desc(endereco.flagPrincipal), asc(endereco.id));
    return rows.map(toEndereco);
  }

  /** The first address is the main one, and so is one created as main (the former main one no longer is). */
  async create(usuarioId: number, fields: AddressFields): Promise<Endereco> {
    return this.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(endereco).where(eq(endereco.usuarioId, usuarioId));
      const principal = fields.flagPrincipal === true || Number(n) === 0;
      if (principal) await tx.update(endereco).set({ flagPrincipal: false }).where(eq(endereco.usuarioId, usuarioId));
      const [row] = await tx.insert(endereco).values({ ...fields, usuarioId, flagPrincipal: principal }).returning();
      if (!row) throw new Error('The address could not be created');
      return toEndereco(row);
    });
  }

  async update(usuarioId: number, id: number, fields: AddressFields): Promise<Endereco | null> {
    return this.db.transaction(async (tx) => {
      const mine = and(eq(endereco.id, id), eq(endereco.usuarioId, usuarioId));
      const [existing] = await tx.select({ flagPrincipal: endereco.flagPrincipal }).from(endereco).where(mine);
      if (!existing) return null;
      const principal = fields.flagPrincipal ?? existing.flagPrincipal;
      if (principal) await tx.update(endereco).set({ flagPrincipal: false }).where(and(eq(endereco.usuarioId, usuarioId), ne(endereco.id, id)));
      const [row] = await tx.update(endereco).set({ ...fields, flagPrincipal: principal }).where(mine).returning();
      return row ? toEndereco(row) : null;
    });
  }

  async delete(usuarioId: number, id: number): Promise<boolean> {
    const deleted = await this.db.delete(endereco).where(and(eq(endereco.id, id), eq(endereco.usuarioId, usuarioId))).returning({ id: endereco.id });
    return deleted.length > 0;
  }
}
