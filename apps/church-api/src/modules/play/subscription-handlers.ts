import type { FastifyReply } from 'fastify';
import type { operations } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import { requireMemberOf, requireSelfMemberOf } from '@church/api-platform/plugins/authentication';
import { withIdempotency } from '@church/api-modules/payments';
import type { SubscribingChurch, SubscriptionCheckout } from './subscription-checkout';
import type { SubscriptionRepository } from './subscription-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

export interface SubscriptionDeps {
  db: Database;
  subscriptions: SubscriptionRepository;
  checkout: SubscriptionCheckout;
  /** The church as subscribing needs it (its tenant data's name, city, currency and methods). */
  churchOf: (igrejaId: number) => Promise<SubscribingChurch>;
  /** Whether the saved card is the member's at the church. */
  hasCard: (usuarioId: number, igrejaId: number, cartaoId: number) => Promise<boolean>;
}

function notYours(id: number): ProblemError {
  return new ProblemError(404, 'Not Found', `You have no subscription ${id} here.`, { code: 'ASSINATURA_NAO_ENCONTRADA' });
}

/**
 * Subscribing (§7 `POST /usuario-plano-assinatura/`, with its quote), a member's subscriptions
 * (`GET /usuario/{id}/usuario-plano-assinatura/`) and their cancelling (`/user/subscriptions`).
 */
export function subscriptionHandlers({ db, subscriptions, checkout, churchOf, hasCard }: SubscriptionDeps) {
  return {
    async getCotacaoPlanoAssinatura(req: Request<'getCotacaoPlanoAssinatura'>): Promise<Ok<'getCotacaoPlanoAssinatura'>> {
      const member = await requireMemberOf(req, req.church.id);
      return checkout.quote(await churchOf(req.church.id), member.id, req.query.plano, req.query.cupom);
    },

    async createUsuarioPlanoAssinatura(req: Request<'createUsuarioPlanoAssinatura'>, reply: FastifyReply): Promise<Ok<'createUsuarioPlanoAssinatura'>> {
      const igrejaId = req.church.id;
      const member = await requireMemberOf(req, igrejaId);
      const key = req.headers['idempotency-key'] as string | undefined;
      const answer = await withIdempotency(db, { scope: `u:${member.id}`, key, operation: `createUsuarioPlanoAssinatura:${igrejaId}`, body: req.body }, async (attempt) => ({
        status: 201,
        body: await checkout.subscribe(await churchOf(igrejaId), member.id, req.body, attempt, req.ip),
      }));
      void reply.code(answer.status);
      return answer.body as Ok<'createUsuarioPlanoAssinatura'>;
    },

    async listUsuarioPlanoAssinaturas(req: Request<'listUsuarioPlanoAssinaturas'>): Promise<Ok<'listUsuarioPlanoAssinaturas'>> {
      const member = await requireSelfMemberOf(req, req.church.id, req.params.id);
      return { usuarioPlanoAssinaturas: await subscriptions.list(req.church.id, member.id) };
    },

    async cancelUsuarioPlanoAssinatura(req: Request<'cancelUsuarioPlanoAssinatura'>): Promise<Ok<'cancelUsuarioPlanoAssinatura'>> {
      const member = await requireSelfMemberOf(req, req.church.id, req.params.id);
      const result = await subscriptions.cancel(req.church.id, member.id, req.params.assinatura);
      if (result.kind === 'none') throw notYours(req.params.assinatura);
      if (result.kind === 'ended') throw new ProblemError(409, 'Conflict', 'This subscription has ended or was never paid: there is nothing to cancel.', { code: 'ASSINATURA_ENCERRADA' });
      return { usuarioPlanoAssinatura: result.subscription };
    },

    async updateCartaoUsuarioPlanoAssinatura(req: Request<'updateCartaoUsuarioPlanoAssinatura'>): Promise<Ok<'updateCartaoUsuarioPlanoAssinatura'>> {
      const member = await requireSelfMemberOf(req, req.church.id, req.params.id);
      const card = req.body.idCartaoSalvo;
      if (!(await hasCard(member.id, req.church.id, card))) {
        throw new ProblemError(422, 'Unprocessable Content', 'The card is not one of yours at this church.', { code: 'CARD_INVALID', errors: [{ field: 'body.idCartaoSalvo', message: 'Unknown card.' }] });
      }
      const result = await subscriptions.changeCard(req.church.id, member.id, req.params.assinatura, card);
      if (result.kind === 'none') throw notYours(req.params.assinatura);
      if (result.kind === 'ended') throw new ProblemError(409, 'Conflict', 'This subscription is not running: it has ended, was cancelled, or waits for its first payment.', { code: 'ASSINATURA_ENCERRADA' });
      return { usuarioPlanoAssinatura: result.subscription };
    },
  };
}
