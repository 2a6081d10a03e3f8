import { and, asc, eq } from 'drizzle-orm';
import type { Crianca } from '@church/contracts-member-profile';
import type { Database } from '@church/api-platform/db/database';
import { crianca } from './schema';

export type ChildFields = Omit<typeof crianca.$inferInsert, 'id' | 'usuarioId' | 'igrejaId' | 'dataCadastro'>;

function toCrianca(row: typeof crianca.$inferSelect): Crianca {
  return { id: row.id, nome: row.nome, dataNascimento: row.dataNascimento, sexo: row.sexo, observacoes: row.observacoes };
}

/** A member's children, registered in one church (children's ministry). Every query is scoped by the account. */
export class ChildRepository {
  constructor(private readonly db: Database) {}

  async list(usuarioId: number, igrejaId: number): Promise<Crianca[]> {
    const rows = await this.db
      .select()
      .from(crianca)
      .where(and(eq(crianca.usuarioId, usuarioId), eq(crianca.igrejaId, igrejaId)))
      .orderBy(asc(crianca.dataNascimento), asc(crianca.id));
    return rows.map(toCrianca);
  }

  async create(usuarioId: number, igrejaId: number, fields: ChildFields): Promise<Crianca> {
    const [row] = await this.db.insert(crianca).values({ ...fields, usuarioId, igrejaId }).returning();
    if (!row) throw new Error('The child could not be registered');
    return toCrianca(row);
  }

  async update(usuarioId: number, id: number, fields: ChildFields): Promise<Crianca | null> {
    const [row] = await this.db.update(crianca).set(fields).where(and(eq(crianca.id, id), eq(crianca.usuarioId, usuarioId))).returning();
    return row ? toCrianca(row) : null;
  }

  async delete(usuarioId: number, id: number): Promise<boolean> {
    const deleted = await this.db.delete(crianca).where(and(eq(crianca.id, id), eq(crianca.usuarioId, usuarioId))).returning({ id: crianca.id });
    return deleted.length > 0;
  }
}
