import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type {
  CampoPersonalizado,
  Crianca,
  Endereco,
  ItemReferencia,
  Notificacao,
  Pais,
  UserIgrejaRole,
  Usuario,
  UsuarioIgreja,
} from './handler-types';
import type { Database } from '../../db/database';
import {
  campoPersonalizado,
  campoPersonalizadoValor,
  congregacao,
  crianca,
  dominioPersonalizado,
  endereco,
  estadoCivil,
  igreja,
  notificacao,
  ocupacao,
  organizacao,
  pais,
  pedidoExclusao,
  type Role,
  type StoredImage,
  type TokenEmailTipo,
  tokenEmail,
  usuario,
  usuarioIgreja,
  usuarioIgrejaRole,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { sha256 } from './tokens';

type UsuarioRow = typeof usuario.$inferSelect;
export type PersonalFields = Omit<
  typeof usuario.$inferInsert,
  'id' | 'uuid' | 'email' | 'senhaHash' | 'flagAtivo' | 'dataCadastro' | 'dataUltimaAlteracao' | 'sessoesDesde' | 'imagem'
>;
export type AddressFields = Omit<typeof endereco.$inferInsert, 'id' | 'usuarioId' | 'dataCadastro'>;
export type ChildFields = Omit<typeof crianca.$inferInsert, 'id' | 'usuarioId' | 'igrejaId' | 'dataCadastro'>;

export function toUsuario(row: UsuarioRow): Usuario {
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

const usuarioIgrejaColumns = {
  id: usuarioIgreja.id,
  idUsuario: usuarioIgreja.usuarioId,
  idIgreja: usuarioIgreja.igrejaId,
  codigoIgreja: igreja.codigo,
  nomeIgreja: igreja.nome,
  idCongregacao: usuarioIgreja.congregacaoId,
  observacoes: usuarioIgreja.observacoes,
  flagAtivo: usuarioIgreja.flagAtivo,
  dataCadastro: usuarioIgreja.dataCadastro,
};

function toUsuarioIgreja(row: { dataCadastro: Date } & Omit<UsuarioIgreja, 'dataCadastro'>): UsuarioIgreja {
  return { ...row, dataCadastro: row.dataCadastro.toISOString() };
}

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

function toCrianca(row: typeof crianca.$inferSelect): Crianca {
  return { id: row.id, nome: row.nome, dataNascimento: row.dataNascimento, sexo: row.sexo, observacoes: row.observacoes };
}

export interface ChurchSummary {
  id: number;
  codigo: string;
  nome: string;
  idioma: string;
  flagAtivo: boolean;
  organizacaoId: number;
}

/** Where an e-mail token was consumed: the account it belongs to. */
export interface ConsumedToken {
  usuarioId: number;
}

/**
 * The account's data. Every query is scoped by the account id, and church-scoped data by the church
 * id as well; handlers check who may ask.
 */
export class AccountRepository {
  constructor(readonly db: Database) {}

  // --- accounts ---
  async findById(id: number): Promise<UsuarioRow | null> {
    const [row] = await this.db.select().from(usuario).where(eq(usuario.id, id));
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UsuarioRow | null> {
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

  async createAccount(values: PersonalFields & { email: string; senhaHash: string; flagAtivo?: boolean }): Promise<UsuarioRow> {
    const [row] = await this.db.insert(usuario).values(values).returning();
    if (!row) throw new Error('The account could not be created');
    return row;
  }

  async updatePersonal(id: number, values: PersonalFields): Promise<UsuarioRow> {
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

  // --- reference data ---
  async referenceExists(table: 'pais' | 'ocupacao' | 'estadoCivil', id: number): Promise<boolean> {
    const target = { pais, ocupacao, estadoCivil }[table];
    const [row] = await this.db.select({ id: target.id }).from(target).where(eq(target.id, id));
    return Boolean(row);
  }

  private brazil: number | null | undefined;

  /** The id of Brazil in `pais` (CEP and CPF rules apply there), cached. */
  async brazilId(): Promise<number | null> {
    if (this.brazil === undefined) {
      const [row] = await this.db.select({ id: pais.id }).from(pais).where(eq(pais.sigla, 'BR'));
      this.brazil = row?.id ?? null;
    }
    return this.brazil;
  }

  async listCountries(): Promise<Pais[]> {
    return this.db.select({ id: pais.id, nome: pais.nome, sigla: pais.sigla }).from(pais).orderBy(asc(pais.nome));
  }

  async listOccupations(): Promise<ItemReferencia[]> {
    return this.db.select({ id: ocupacao.id, codigo: ocupacao.codigo, nome: ocupacao.nome }).from(ocupacao).orderBy(asc(ocupacao.nome));
  }

  async listMaritalStatuses(): Promise<ItemReferencia[]> {
    return this.db.select({ id: estadoCivil.id, codigo: estadoCivil.codigo, nome: estadoCivil.nome }).from(estadoCivil).orderBy(asc(estadoCivil.id));
  }

  // --- churches ---
  async churchById(id: number): Promise<ChurchSummary | null> {
    const [row] = await this.db
      .select({ id: igreja.id, codigo: igreja.codigo, nome: igreja.nome, idioma: igreja.idioma, flagAtivo: igreja.flagAtivo, organizacaoId: igreja.organizacaoId })
      .from(igreja)
      .where(eq(igreja.id, id));
    return row ?? null;
  }

  async churchByCode(codigo: string): Promise<ChurchSummary | null> {
    const [row] = await this.db
      .select({ id: igreja.id, codigo: igreja.codigo, nome: igreja.nome, idioma: igreja.idioma, flagAtivo: igreja.flagAtivo, organizacaoId: igreja.organizacaoId })
      .from(igreja)
      .where(eq(igreja.codigo, codigo));
    return row ?? null;
  }

  async customHostnames(igrejaId: number): Promise<string[]> {
    const rows = await this.db.select({ hostname: dominioPersonalizado.hostname }).from(dominioPersonalizado).where(eq(dominioPersonalizado.igrejaId, igrejaId));
    return rows.map((r) => r.hostname.toLowerCase());
  }

  async congregationChurch(congregacaoId: number): Promise<number | null> {
    const [row] = await this.db.select({ igrejaId: congregacao.igrejaId }).from(congregacao).where(eq(congregacao.id, congregacaoId));
    return row?.igrejaId ?? null;
  }

  // --- church accounts ---
  async churchAccount(usuarioId: number, igrejaId: number): Promise<UsuarioIgreja | null> {
    const [row] = await this.db
      .select(usuarioIgrejaColumns)
      .from(usuarioIgreja)
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.igrejaId, igrejaId)));
    return row ? toUsuarioIgreja(row) : null;
  }

  /** Active church accounts of the account, in one church, an organization (by slug) or everywhere. */
  async listChurchAccounts(usuarioId: number, scope: { igrejaId?: number; organizacao?: string }): Promise<UsuarioIgreja[]> {
    const rows = await this.db
      .select(usuarioIgrejaColumns)
      .from(usuarioIgreja)
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .where(
        and(
          eq(usuarioIgreja.usuarioId, usuarioId),
          eq(usuarioIgreja.flagAtivo, true),
          scope.igrejaId ? eq(usuarioIgreja.igrejaId, scope.igrejaId) : undefined,
          scope.organizacao ? eq(organizacao.slug, scope.organizacao) : undefined,
        ),
      )
      .orderBy(asc(usuarioIgreja.id));
    return rows.map(toUsuarioIgreja);
  }

  /** Creates the church account (or reactivates it) with ROLE_MEMBER. */
  async joinChurch(usuarioId: number, igrejaId: number, fields: { congregacaoId?: number | null; observacoes?: string | null }): Promise<UsuarioIgreja> {
    const [row] = await this.db
      .insert(usuarioIgreja)
      .values({ usuarioId, igrejaId, congregacaoId: fields.congregacaoId ?? null, observacoes: fields.observacoes ?? null, flagAtivo: true })
      .onConflictDoUpdate({
        target: [usuarioIgreja.usuarioId, usuarioIgreja.igrejaId],
        set: { flagAtivo: true, congregacaoId: fields.congregacaoId ?? null, observacoes: fields.observacoes ?? null },
      })
      .returning({ id: usuarioIgreja.id });
    if (!row) throw new Error('The church account could not be created');
    await this.db.insert(usuarioIgrejaRole).values({ usuarioIgrejaId: row.id, role: 'ROLE_MEMBER' }).onConflictDoNothing();
    const created = await this.churchAccount(usuarioId, igrejaId);
    if (!created) throw new Error('The church account disappeared');
    return created;
  }

  async addRole(usuarioIgrejaId: number, role: Role): Promise<void> {
    await this.db.insert(usuarioIgrejaRole).values({ usuarioIgrejaId, role }).onConflictDoNothing();
  }

  /** Deactivates the account's active church accounts in the churches of an organization, but one. */
  async leaveOrganizationChurches(usuarioId: number, organizacaoId: number, exceptIgrejaId: number): Promise<void> {
    await this.db.execute(sql`
      update usuario_igreja set flag_ativo = false
      where usuario_id = ${usuarioId} and flag_ativo and igreja_id <> ${exceptIgrejaId}
        and igreja_id in (select id from igreja where organizacao_id = ${organizacaoId})`);
  }

  /** Sets the congregation of the account's active church account in the congregation's church. */
  async setCongregation(usuarioId: number, igrejaId: number, congregacaoId: number): Promise<void> {
    await this.db
      .update(usuarioIgreja)
      .set({ congregacaoId })
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.igrejaId, igrejaId)));
  }

  async listRoles(usuarioId: number, scope: { igrejaId?: number; organizacao?: string }): Promise<UserIgrejaRole[]> {
    return this.db
      .select({ role: usuarioIgrejaRole.role, idIgreja: usuarioIgreja.igrejaId })
      .from(usuarioIgrejaRole)
      .innerJoin(usuarioIgreja, eq(usuarioIgreja.id, usuarioIgrejaRole.usuarioIgrejaId))
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .where(
        and(
          eq(usuarioIgreja.usuarioId, usuarioId),
          eq(usuarioIgreja.flagAtivo, true),
          scope.igrejaId ? eq(usuarioIgreja.igrejaId, scope.igrejaId) : undefined,
          scope.organizacao ? eq(organizacao.slug, scope.organizacao) : undefined,
        ),
      )
      .orderBy(asc(usuarioIgreja.igrejaId), asc(usuarioIgrejaRole.role));
  }

  // --- e-mail tokens ---
  async createEmailToken(usuarioId: number, tipo: TokenEmailTipo, token: string, ttlSeconds: number): Promise<void> {
    await this.db.insert(tokenEmail).values({
      usuarioId,
      tipo,
      tokenHash: sha256(token),
      expiraEm: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  }

  /** Spends a one-time token atomically; null when unknown, of another kind, spent or expired. */
  async consumeEmailToken(tipo: TokenEmailTipo, token: string): Promise<ConsumedToken | null> {
    const row = rowsOf<{ usuario_id: number }>(
      await this.db.execute(sql`
        update token_email set used_at = now()
        where token_hash = ${sha256(token)} and tipo = ${tipo} and used_at is null and expira_em > now()
        returning usuario_id`),
    )[0];
    return row ? { usuarioId: row.usuario_id } : null;
  }

  // --- documents and custom fields ---
  async listCustomFields(usuarioId: number, igrejaId: number): Promise<CampoPersonalizado[]> {
    const rows = await this.db
      .select({
        id: campoPersonalizado.id,
        nome: campoPersonalizado.nome,
        tipo: campoPersonalizado.tipo,
        opcoes: campoPersonalizado.opcoes,
        valor: campoPersonalizadoValor.valor,
      })
      .from(campoPersonalizado)
      .leftJoin(
        campoPersonalizadoValor,
        and(eq(campoPersonalizadoValor.campoId, campoPersonalizado.id), eq(campoPersonalizadoValor.usuarioId, usuarioId)),
      )
      .where(eq(campoPersonalizado.igrejaId, igrejaId))
      .orderBy(asc(campoPersonalizado.ordem), asc(campoPersonalizado.id));
    return rows.map((row) => ({ ...row, valor: row.valor ?? null }));
  }

  // --- notifications ---
  async listNotifications(usuarioId: number, igrejaId: number, paging: { page: number; limit: number }): Promise<{ items: Notificacao[]; total: number }> {
    const visible = and(eq(notificacao.igrejaId, igrejaId), or(isNull(notificacao.usuarioId), eq(notificacao.usuarioId, usuarioId)));
    const rows = await this.db
      .select({ row: notificacao, igrejaCodigo: igreja.codigo })
      .from(notificacao)
      .innerJoin(igreja, eq(igreja.id, notificacao.igrejaId))
      .where(visible)
      .orderBy(desc(notificacao.dataCadastro), desc(notificacao.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit);
    const [total] = await this.db.select({ n: count() }).from(notificacao).where(visible);
    return {
      items: rows.map(({ row, igrejaCodigo }) => ({
        id: row.id,
        titulo: row.titulo,
        corpo: row.corpo,
        dataCadastro: row.dataCadastro.toISOString(),
        dataUltimaAlteracao: row.dataUltimaAlteracao.toISOString(),
        tipo: { codigo: row.tipoCodigo },
        igreja: { codigo: igrejaCodigo },
        idEntidadeRelacionada: row.idEntidadeRelacionada,
      })),
      total: Number(total?.n ?? 0),
    };
  }

  // --- deletion requests ---
  async createDeletionRequest(usuarioId: number, igrejaId: number): Promise<{ id: number; dataCadastro: string }> {
    const [row] = await this.db.insert(pedidoExclusao).values({ usuarioId, igrejaId }).returning();
    if (!row) throw new Error('The deletion request could not be registered');
    return { id: row.id, dataCadastro: row.dataCadastro.toISOString() };
  }

  // --- addresses ---
  async listAddresses(usuarioId: number): Promise<Endereco[]> {
    const rows = await this.db.select().from(endereco).where(eq(endereco.usuarioId, usuarioId)).orderBy(desc(endereco.flagPrincipal), asc(endereco.id));
    return rows.map(toEndereco);
  }

  async createAddress(usuarioId: number, fields: AddressFields): Promise<Endereco> {
    return this.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(endereco).where(eq(endereco.usuarioId, usuarioId));
      const principal = fields.flagPrincipal === true || Number(n) === 0;
      if (principal) await tx.update(endereco).set({ flagPrincipal: false }).where(eq(endereco.usuarioId, usuarioId));
      const [row] = await tx.insert(endereco).values({ ...fields, usuarioId, flagPrincipal: principal }).returning();
      if (!row) throw new Error('The address could not be created');
      return toEndereco(row);
    });
  }

  async updateAddress(usuarioId: number, id: number, fields: AddressFields): Promise<Endereco | null> {
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

  async deleteAddress(usuarioId: number, id: number): Promise<boolean> {
    const deleted = await this.db.delete(endereco).where(and(eq(endereco.id, id), eq(endereco.usuarioId, usuarioId))).returning({ id: endereco.id });
    return deleted.length > 0;
  }

  // --- children ---
  async listChildren(usuarioId: number, igrejaId: number): Promise<Crianca[]> {
    const rows = await this.db
      .select()
      .from(crianca)
      .where(and(eq(crianca.usuarioId, usuarioId), eq(crianca.igrejaId, igrejaId)))
      .orderBy(asc(crianca.dataNascimento), asc(crianca.id));
    return rows.map(toCrianca);
  }

  async createChild(usuarioId: number, igrejaId: number, fields: ChildFields): Promise<Crianca> {
    const [row] = await this.db.insert(crianca).values({ ...fields, usuarioId, igrejaId }).returning();
    if (!row) throw new Error('The child could not be registered');
    return toCrianca(row);
  }

  async updateChild(usuarioId: number, id: number, fields: ChildFields): Promise<Crianca | null> {
    const [row] = await this.db.update(crianca).set(fields).where(and(eq(crianca.id, id), eq(crianca.usuarioId, usuarioId))).returning();
    return row ? toCrianca(row) : null;
  }

  async deleteChild(usuarioId: number, id: number): Promise<boolean> {
    const deleted = await this.db.delete(crianca).where(and(eq(crianca.id, id), eq(crianca.usuarioId, usuarioId))).returning({ id: crianca.id });
    return deleted.length > 0;
  }

  /** The churches (ids) where the account has an active church account. */
  async activeChurchIds(usuarioId: number): Promise<number[]> {
    const rows = await this.db
      .select({ igrejaId: usuarioIgreja.igrejaId })
      .from(usuarioIgreja)
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.flagAtivo, true)));
    return rows.map((r) => r.igrejaId);
  }

  async churchesByIds(ids: number[]): Promise<ChurchSummary[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: igreja.id, codigo: igreja.codigo, nome: igreja.nome, idioma: igreja.idioma, flagAtivo: igreja.flagAtivo, organizacaoId: igreja.organizacaoId })
      .from(igreja)
      .where(inArray(igreja.id, ids));
  }
}
