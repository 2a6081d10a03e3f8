import type { FastifyRequest } from 'fastify';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireAccount } from '@church/api-platform/plugins/authentication';

/**
 * The bearer's account id when it has a staff role in the request's church (the role decides, never a
 * chat token or `showManagement`): 401 without a valid bearer, 403 `CHAT_SOMENTE_MODERADORES` for
 * anyone else, saying what only staff may do (`what`: "moderate the chat").
 */
export async function requireChatStaff(req: FastifyRequest, membership: Membership, what: string): Promise<number> {
  const account = await requireAccount(req);
  if (!(await membership.isStaff(req.church.id, account.id))) {
    throw new ProblemError(403, 'Forbidden', `Only the church's staff may ${what}.`, { code: 'CHAT_SOMENTE_MODERADORES' });
  }
  return account.id;
}
