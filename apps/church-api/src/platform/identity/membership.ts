import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type Role, ROLES, usuarioIgreja, usuarioIgrejaRole } from './identity-tables';

/** The roles that make an account the church's staff: every role but the plain member's. */
export const STAFF_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'ROLE_MEMBER');

/** What modules ask about an account's place in a church (one port, so the rule is written once). */
export interface Membership {
  /** Whether the account has an active church account in the church with a staff role. */
  isStaff(churchId: number, accountId: number): Promise<boolean>;
}

export class MembershipPort implements Membership {
  constructor(private readonly db: Database) {}

  async isStaff(churchId: number, accountId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(usuarioIgreja)
      .innerJoin(usuarioIgrejaRole, eq(usuarioIgrejaRole.usuarioIgrejaId, usuarioIgreja.id))
      .where(
        and(
          eq(usuarioIgreja.igrejaId, churchId),
          eq(usuarioIgreja.usuarioId, accountId),
          eq(usuarioIgreja.flagAtivo, true),
          inArray(usuarioIgrejaRole.role, [...STAFF_ROLES]),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
