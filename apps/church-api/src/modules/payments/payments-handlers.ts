import type { operations } from '@church/contracts-payments';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { requireAccount, requireMemberOf, requireSelf } from '@church/api-platform/plugins/authentication';
import { RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import { installmentOptions, maxInstallmentsIn } from './installments';
import { CardRefusedError, type PaymentGateway, RawCardDataRefusedError } from './payment-gateway';
import { paymentView } from './payment-repository';
import type { PaymentService } from './payment-service';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Card tokens asked for from one address: enough for a family's purchases, too few to test stolen cards. */
const CARD_TOKENS_PER_ADDRESS = { name: 'card-token:address', max: 30, windowSeconds: 15 * 60 };
/** Cards a member starts saving in Stripe's fields: enough for a wallet's cards and a few mistakes, too few to test stolen cards. */
const CARD_SETUPS_PER_ACCOUNT = { name: 'card-setup:account', max: 20, windowSeconds: 15 * 60 };
/** Payments read again after the bank's check, from one address (each asks Stripe once). */
const CONFIRMATIONS_PER_ADDRESS = { name: 'stripe-confirmation:address', max: 60, windowSeconds: 15 * 60 };

function cardInvalid(field: string, message: string): ProblemError {
  return new ProblemError(422, 'Unprocessable Content', message, { code: 'CARD_INVALID', errors: [{ field, message }] });
}

/** The gateway that tokenises cards when a church names none: the card gateway (Stripe when configured, else the sandbox). */
const DEFAULT_GATEWAY_ID = 1;

export interface PaymentHandlerDeps {
  service: PaymentService;
  gateway: PaymentGateway;
  rateLimiter: RateLimiter;
  /** Whether the sandbox's controls are served (settings.sandboxControls); otherwise they are 404. */
  sandboxControls: boolean;
}

/** A sandbox control where the sandbox's controls are not served: as if it did not exist. */
function noSandbox(): never {
  throw notFound('The payment sandbox is not served here.');
}

/** The payment core's calls: fees and installments, card tokens, a payment by code, webhooks and the sandbox's controls. */
export function paymentsHandlers({ service, gateway, rateLimiter, sandboxControls }: PaymentHandlerDeps) {
  const cards = service.cards;
  return {
    async getDefaultPaymentGateway(): Promise<Ok<'getDefaultPaymentGateway'>> {
      return { idGatewayPagamento: DEFAULT_GATEWAY_ID };
    },

    async calcularParcelamento(req: Request<'calcularParcelamento'>): Promise<Ok<'calcularParcelamento'>> {
      const { valor, flagJuros = false, flagTaxasAdministrativas = false, valorTaxas = 0, maxParcelas = 1 } = req.query;
      const amount = valor + (flagTaxasAdministrativas ? valorTaxas : 0);
      const moeda = (await req.server.tenantCache.find('id', req.church.id))?.bootstrap.igreja.moeda ?? '';
      return { data: { data: installmentOptions(amount, maxInstallmentsIn(moeda, maxParcelas), flagJuros) } };
    },

    async createCardToken(req: Request<'createCardToken'>, reply: FastifyReply): Promise<Ok<'createCardToken'>> {
      await rateLimiter.hit(CARD_TOKENS_PER_ADDRESS, req.ip);
      try {
        const token = await gateway.tokeniseCard(req.church.id, req.body);
        void reply.code(201);
        return token;
      } catch (error) {
        // The church's provider takes cards only in its own fields: what was sent goes no further (nor into the problem or a log).
        if (error instanceof RawCardDataRefusedError) {
          throw new ProblemError(403, 'Forbidden', error.message, { code: 'RAW_CARD_DATA_REFUSED' });
        }
        if (!(error instanceof CardRefusedError)) throw error;
        throw new ProblemError(422, 'Unprocessable Content', error.message, {
          code: 'CARD_INVALID',
          errors: [{ field: 'body.numero', message: error.message }],
        });
      }
    },

    async getPagamentoUsuario(req: Request<'getPagamentoUsuario'>): Promise<Ok<'getPagamentoUsuario'>> {
      const account = await requireSelf(req, req.params.id);
      const payment = await service.payments.findByCode(req.query.pedido);
      if (!payment || payment.usuarioId !== account.id) throw notFound(`The account has no payment ${req.query.pedido}.`);
      return { pagamento: paymentView(payment) };
    },

    async listCartoesUsuario(req: Request<'listCartoesUsuario'>): Promise<Ok<'listCartoesUsuario'>> {
      const account = await requireSelf(req, req.params.userId);
      return { cartoes: await cards.byGateway(account.id, req.church.id) };
    },

    async saveCartao(req: Request<'saveCartao'>, reply: FastifyReply): Promise<Ok<'saveCartao'>> {
      const account = await requireMemberOf(req, req.church.id);
      const { token, setupIntent } = req.body;
      if ((token === undefined) === (setupIntent === undefined)) {
        throw new ProblemError(400, 'Bad Request', 'A card token or a SetupIntent (one of the two) is required.', {
          errors: [{ field: 'body', message: 'Exactly one of token and setupIntent.' }],
        });
      }
      const owner = { igrejaId: req.church.id, usuarioId: account.id };
      if (setupIntent !== undefined) {
        const saved = await service.saveCardOfSetup(owner, setupIntent);
        if (!saved) throw cardInvalid('body.setupIntent', 'The SetupIntent saved no card of this member at this church.');
        void reply.code(201);
        return { cartao: saved };
      }
      const card = await gateway.describeCard(req.church.id, token ?? '', account.id);
      if (!card) throw cardInvalid('body.token', 'Unknown card token.');
      void reply.code(201);
      return { cartao: await cards.save(account.id, req.church.id, card) };
    },

    async createCardSetup(req: Request<'createCardSetup'>, reply: FastifyReply): Promise<Ok<'createCardSetup'>> {
      const account = await requireMemberOf(req, req.church.id);
      await rateLimiter.hit(CARD_SETUPS_PER_ACCOUNT, String(account.id));
      const setup = await service.startCardSetup({ igrejaId: req.church.id, usuarioId: account.id });
      if (!setup) {
        throw new ProblemError(409, 'Conflict', "This church's cards are not saved in its provider's own fields: the card-token call tokenises them.", { code: 'CARD_SETUP_NOT_OFFERED' });
      }
      void reply.code(201);
      return setup;
    },

    async confirmStripePayment(req: Request<'confirmStripePayment'>): Promise<Ok<'confirmStripePayment'>> {
      await rateLimiter.hit(CONFIRMATIONS_PER_ADDRESS, req.ip);
      return { pagamento: await service.confirmAfterAction(req.church.id, req.params.codigo, req.body.clientSecret) };
    },

    async deleteCartao(req: Request<'deleteCartao'>, reply: FastifyReply): Promise<void> {
      const account = await requireAccount(req);
      if (!(await cards.remove(account.id, req.params.id))) throw notFound(`The account has no saved card ${req.params.id}.`);
      return reply.code(204).send();
    },

    async receiveSandboxWebhook(req: Request<'receiveSandboxWebhook'>, reply: FastifyReply): Promise<void> {
      if (!sandboxControls) noSandbox();
      // The signature covers the bytes as sent (kept by the contract's x-signed-body), never a re-serialisation of what they parsed to.
      await service.receiveWebhook(req.signedBody?.toString('utf8') ?? '', req.headers['x-sandbox-signature'] as string, req.body);
      return reply.code(204).send();
    },

    async paySandboxPayment(req: Request<'paySandboxPayment'>): Promise<Ok<'paySandboxPayment'>> {
      if (!sandboxControls) noSandbox();
      const account = await requireAccount(req);
      const payment = await service.payments.findByCode(req.params.codigo);
      if (!payment || payment.usuarioId !== account.id) throw notFound(`The account has no payment ${req.params.codigo}.`);
      return { pagamento: await service.payInSandbox(payment) };
    },

    async completeSandboxChallenge(req: Request<'completeSandboxChallenge'>): Promise<Ok<'completeSandboxChallenge'>> {
      if (!sandboxControls) noSandbox();
      return { status: await service.completeChallenge(req.params.codigo, req.body.token, req.body.aprovar) };
    },
  };
}
