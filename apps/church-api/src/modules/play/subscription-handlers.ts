import type { operations } from '@church/contracts-play';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import { forbidden, requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { SubscriptionRepository } from './subscription-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The signed-in member of the church, who must be the account of the path. */
async function ownMember(req: Request<'listUsuarioPlanoAssinaturas'> | Request<'cancelUsuarioPlanoAssinatura'>) {
  const member = await requireMemberOf(req, req.church.id);
  if (member.id !== req.params.id) throw forbidden("Only the signed-in member's own subscriptions are read or cancelled here.");
  return member;
}

/** A member's subscriptions (§7 `GET /usuario/{id}/usuario-plano-assinatura/`) and their cancelling (`/user/subscriptions`). */
export function subscriptionHandlers(subscriptions: SubscriptionRepository) {
  return {
    async listUsuarioPlanoAssinaturas(req: Request<'listUsuarioPlanoAssinaturas'>): Promise<Ok<'listUsuarioPlanoAssinaturas'>> {
      const member = await ownMember(req);
      return { usuarioPlanoAssinaturas: await subscriptions.list(req.church.id, member.id) };
    },

    async cancelUsuarioPlanoAssinatura(req: Request<'cancelUsuarioPlanoAssinatura'>): Promise<Ok<'cancelUsuarioPlanoAssinatura'>> {
      const member = await ownMember(req);
      const result = await subscriptions.cancel(req.church.id, member.id, req.params.assinatura);
      if (result.kind === 'none') throw new ProblemError(404, 'Not Found', `You have no subscription ${req.params.assinatura} here.`, { code: 'ASSINATURA_NAO_ENCONTRADA' });
      if (result.kind === 'ended') throw new ProblemError(409, 'Conflict', 'This subscription has ended or was never paid: there is nothing to cancel.', { code: 'ASSINATURA_ENCERRADA' });
      return { usuarioPlanoAssinatura: result.subscription };
    },
  };
}
