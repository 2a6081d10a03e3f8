import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { UserIgrejaRole, UsuarioIgreja } from '@church/contracts-account';
import type { CampoPersonalizado } from '@church/contracts-member-profile';
import type { Database } from '@church/api-platform/db/database';
import { igreja, organizacao } from '@church/api-platform/tenancy/tenancy-tables';
import { campoPersonalizado, campoPersonalizadoValor, usuarioIgreja, usuarioIgrejaRole } from './schema';

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

/** Which church accounts to list: in one church, in the churches of an organization (by slug), or everywhere. */
export interface MembershipScope {
  igrejaId?: number;
  organizacao?: string;
}

/**
 * Memberships: an account's church accounts (`usuario_igreja`), their roles and the church's custom
 * member fields. Every query is scoped by the account, and by the church where it names one.
 */
export class MembershipRepository {
  constructor(readonly db: Database) {}

  async churchAccount(usuarioId: number, igrejaId: number): Promise<UsuarioIgreja | null> {
    const [row] = await this.db
      .select(usuarioIgrejaColumns)
      .from(usuarioIgreja)
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.igrejaId, igrejaId)));
    return row ? toUsuarioIgreja(row) : null;
  }

  /** The account's active church accounts in the scope. */
  async listChurchAccounts(usuarioId: number, scope: MembershipScope): Promise<UsuarioIgreja[]> {
    const rows = await this.db
      .select(usuarioIgrejaColumns)
      .from(usuarioIgreja)
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .where(this.activeIn(usuarioId, scope))
      .orderBy(asc(usuarioIgreja.id));
    return rows.map(toUsuarioIgreja);
  }

  /** The roles of the account's active church accounts in the scope. */
  async listRoles(usuarioId: number, scope: MembershipScope): Promise<UserIgrejaRole[]> {
    return this.db
      .select({ role: usuarioIgrejaRole.role, idIgreja: usuarioIgreja.igrejaId })
      .from(usuarioIgrejaRole)
      .innerJoin(usuarioIgreja, eq(usuarioIgreja.id, usuarioIgrejaRole.usuarioIgrejaId))
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .where(this.activeIn(usuarioId, scope))
      .orderBy(asc(usuarioIgreja.igrejaId), asc(usuarioIgrejaRole.role));
  }

  private activeIn(usuarioId: number, scope: MembershipScope) {
    return and(
      eq(usuarioIgreja.usuarioId, usuarioId),
      eq(usuarioIgreja.flagAtivo, true),
      scope.igrejaId ? eq(usuarioIgreja.igrejaId, scope.igrejaId) : undefined,
      scope.organizacao ? eq(organizacao.slug, scope.organizacao) : undefined,
    );
  }

  /** Whether the account has an active church account in the church. */
  async isActiveMember(usuarioId: number, igrejaId: number): Promise<boolean> {
    return (await this.listChurchAccounts(usuarioId, { igrejaId })).length > 0;
  }

  /** Whether the account has an active church account in a church of the organization. */
  async isActiveInOrganization(usuarioId: number, organizacaoId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: usuarioIgreja.id })
      .from(usuarioIgreja)
      .innerJoin(igreja, eq(igreja.id, usuarioIgreja.igrejaId))
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.flagAtivo, true), eq(igreja.organizacaoId, organizacaoId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * A self-service join: creates the church account, or reactivates a former one, as a plain member.
   * A former church account comes back without the roles it had (a removed staff member who rejoins is
   * a member again); roles only ever come from staff. An active church account is left as it is.
   */
  async joinChurch(usuarioId: number, igrejaId: number, fields: { congregacaoId?: number | null; observacoes?: string | null }): Promise<UsuarioIgreja> {
    const values = { congregacaoId: fields.congregacaoId ?? null, observacoes: fields.observacoes ?? null };
    const [rejoined] = await this.db
      .update(usuarioIgreja)
      .set({ ...values, flagAtivo: true })
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.igrejaId, igrejaId), eq(usuarioIgreja.flagAtivo, false)))
      .returning({ id: usuarioIgreja.id });
    if (rejoined) {
      await this.db.delete(usuarioIgrejaRole).where(and(eq(usuarioIgrejaRole.usuarioIgrejaId, rejoined.id), ne(usuarioIgrejaRole.role, 'ROLE_MEMBER')));
    } else {
      await this.db.insert(usuarioIgreja).values({ usuarioId, igrejaId, ...values, flagAtivo: true }).onConflictDoNothing();
    }
    const joined = await this.churchAccount(usuarioId, igrejaId);
    if (!joined) throw new Error('The church account disappeared');
    await this.db.insert(usuarioIgrejaRole).values({ usuarioIgrejaId: joined.id, role: 'ROLE_MEMBER' }).onConflictDoNothing();
    return joined;
  }

  /** Deactivates the account's active church accounts in the churches of an organization, but one. */
  async leaveOrganizationChurches(usuarioId: number, organizacaoId: number, exceptIgrejaId: number): Promise<void> {
    await this.db.execute(sql`
      update usuario_igreja set flag_ativo = false
      where usuario_id = ${usuarioId} and flag_ativo and igreja_id <> ${exceptIgrejaId}
        and igreja_id in (select id from igreja where organizacao_id = ${organizacaoId})`);
  }

  /** Sets the congregation of the account's church account in the congregation's church. */
  async setCongregation(usuarioId: number, igrejaId: number, congregacaoId: number): Promise<void> {
    await this.db
      .update(usuarioIgreja)
      .set({ congregacaoId })
      .where(and(eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.igrejaId, igrejaId)));
  }

  /** The church's custom member fields, with the account's values. */
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
}
