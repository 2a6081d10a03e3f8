import { and, eq, ne, sql } from 'drizzle-orm';
import type { Usuario } from '@church/contracts-account';
import type { Database } from '@church/api-platform/db/database';
import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { pedidoExclusao, usuario } from './schema';

export type AccountRow = typeof usuario.$inferSelect;
export type PersonalFields = Omit<
  typeof usuario.$inferInsert,
  'id' | 'uuid' | 'email' | 'senhaHash' | 'flagAtivo' | 'dataCadastro' | 'dataUltimaAlteracao' | 'imagem'
>;

export function toUsuario(row: AccountRow): Usuario {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    nome: row.nome,
    sobrenome: row.sobrenome,
    telefone: row.telefone,
    cpf: row.cpf,
    dataNascimento: row.dataNascimento,
    sexo: row.sexo,
    idEstadoCivil: row.estadoCivilId,
    dataCasamento: row.dataCasamento,
    qtdeFilhos: row.qtdeFilhos,
    idOcupacao: row.ocupacaoId,
    idPais: row.paisId,
    estado: row.estado,
    cidade: row.cidade,
    bairro: row.bairro,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    cep: row.cep,
    observacoes: row.observacoes,
    ...(row.imagem ? { imagem: row.imagem } : {}),
    flagAtivo: row.flagAtivo,
    dataCadastro: row.dataCadastro.toISOString(),
  };
}

/** Accounts (`usuario`), shared by every church, and the requests to delete them. Every query is scoped by the account. */
export class AccountRepository {
  constructor(readonly db: Database) {}

  async findById(id: number): Promise<AccountRow | null> {
    const [row] = await this.db.select().from(usuario).where(eq(usuario.id, id));
    return row ?? null;
  }

  async findByEmail(email: string): Promise<AccountRow | null> {
    const [row] = await this.db.select().from(usuario).where(sql`lower(${usuario.email}) = ${email.trim().toLowerCase()}`);
    return row ?? null;
  }

  async cpfTakenByOther(cpf: string, exceptId: number | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: usuario.id })
      .from(usuario)
      .where(and(eq(usuario.cpf, cpf), exceptId ? ne(usuario.id, exceptId) : undefined));
    return Boolean(row);
  }

  async create(values: PersonalFields & { email: string; senhaHash: string; flagAtivo?: boolean }): Promise<AccountRow> {
    const [row] = await this.db.insert(usuario).values(values).returning();
    if (!row) throw new Error('The account could not be created');
    return row;
  }

  async updatePersonal(id: number, values: PersonalFields): Promise<AccountRow> {
    const [row] = await this.db
      .update(usuario)
      .set({ ...values, dataUltimaAlteracao: sql`now()` })
      .where(eq(usuario.id, id))
      .returning();
    if (!row) throw new Error('The account disappeared');
    return row;
  }

  async setPassword(id: number, senhaHash: string): Promise<void> {
    await this.db.update(usuario).set({ senhaHash, dataUltimaAlteracao: sql`now()` }).where(eq(usuario.id, id));
  }

  async activate(id: number): Promise<void> {
    await this.db.update(usuario).set({ flagAtivo: true, dataUltimaAlteracao: sql`now()` }).where(eq(usuario.id, id));
  }

  async setImage(id: number, imagem: StoredImage | null): Promise<void> {
    await this.db.update(usuario).set({ imagem, dataUltimaAlteracao: sql`now()` }).where(eq(usuario.id, id));
  }

  /** Registers the account's request, made in one church, to be deleted (staff carry it out). */
  async requestDeletion(usuarioId: number, igrejaId: number): Promise<{ id: number; dataCadastro: string }> {
    const [row] = await this.db.insert(pedidoExclusao).values({ usuarioId, igrejaId }).returning();
    if (!row) throw new Error('The deletion request could not be registered');
    return { id: row.id, dataCadastro: row.dataCadastro.toISOString() };
  }
}
