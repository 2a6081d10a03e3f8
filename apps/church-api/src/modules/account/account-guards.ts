import type { FastifyRequest } from 'fastify';
import { notFound } from '@church/api-platform/http/problem';
import { requireMemberOf, requireSelf, type SignedInAccount } from '@church/api-platform/plugins/authentication';
import type { AccountRepository } from './account-repository';

/**
 * The path's account must be the signed-in one and, when the operation names a church (its
 * `x-church`, resolved before the handler), an active member there: 401, else 403.
 */
export async function requireSelfIn(request: FastifyRequest, id: number, igrejaId?: number): Promise<SignedInAccount> {
  const account = await requireSelf(request, id);
  if (igrejaId !== undefined) await requireMemberOf(request, igrejaId);
  return account;
}

/** The signed-in account's row: 404 when it has been deleted meanwhile. */
export async function accountRowOf(accounts: AccountRepository, id: number) {
  const row = await accounts.findById(id);
  if (!row) throw notFound('The account no longer exists.');
  return row;
}
