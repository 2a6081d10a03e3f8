import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CartaoSalvo, Pagamento } from '@church/contracts-payments';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { type FeeRule, feeRule } from './fees';
import type { ChurchGateways } from './church-gateways';
import { holdEnd } from './hold-period';
import { LatePaymentQueue } from './late-payment-queue';
import { type CardOwner, CardRefusedError, type ChargeRequest, type ChargeResult, type GatewayEvent, type MadeCharge, type PaymentGateway } from './payment-gateway';
import { type PaymentRow, PaymentRepository, paymentView } from './payment-repository';
import { PAID_STATUSES, type PaymentMethod, type PaymentStatus, RELEASING_STATUSES } from './payment-method';
import type { HoldSettings } from './payment-settings';
import { SANDBOX_GATEWAY, type SandboxGateway } from './sandbox/sandbox-gateway';
import { SavedCardRepository } from './saved-card-repository';
import { signWebhook, verifyWebhook } from './webhook-signature';
import { prazoReservaIgreja, webhookRecebido } from './schema';

/** The sandbox webhook's body. */
export interface SandboxWebhookEvent {
  id: string;
  tipo: 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
  referencia: string;
}

/** What a gateway's event says happened to a payment's status (refunds in part and disputes: `GatewayEvent`). */
export type GatewayEventType = 'payment.succeeded' | 'payment.failed' | 'payment.canceled' | 'payment.refunded';

const WAITING: PaymentStatus[] = ['pendente', 'em_analise', 'aguardando', 'em_aberto'];

/** What each gateway event does to a payment: from which statuses to which. */
const WEBHOOK_TRANSITIONS: Record<GatewayEventType, { from: PaymentStatus[]; to: PaymentStatus }> = {
  'payment.succeeded': { from: WAITING, to: 'aprovado' },
  'payment.failed': { from: WAITING, to: 'nao_aprovado' },
  'payment.canceled': { from: WAITING, to: 'cancelado' },
  'payment.refunded': { from: ['aprovado', 'success', 'contestado'], to: 'estornado' },
};

/** A payment left open longer than this by a request that never recorded its answer is asked of its gateway. */
export const OPEN_CHARGE_GRACE_MS = 10 * 60_000;
/** A payment whose gateway could not say what became of it for this long is refused, and what it held goes back. */
const OPEN_CHARGE_GIVE_UP_MS = 24 * 60 * 60_000;

export interface PaymentServiceOptions {
  webhookSecret: string;
  clock: () => Date;
  holds: HoldSettings;
  /** The sandbox, when its controls (mark paid, the 3DS challenge) are served. */
  sandbox?: SandboxGateway;
  /** Whether those controls also act at churches a real provider serves (outside production); otherwise only at churches the sandbox alone serves. */
  sandboxControlsAtProviderChurches?: boolean;
}

/** How a gateway names the provider of a method (a router) or itself (one provider). */
interface ProviderNaming {
  providerFor?(igrejaId: number, method: PaymentMethod): string | Promise<string>;
  name?: string;
}

/** The answer we could not get: the charge may or may not have been made, and the same key must be sent again. */
export function outcomeUnknown(): ProblemError {
  return new ProblemError(503, 'Service Unavailable', 'The payment provider did not answer. Send the same request again with the same Idempotency-Key: nothing is charged twice.', {
    code: 'PAYMENT_OUTCOME_UNKNOWN',
    headers: { 'retry-after': '5' },
  });
}

/**
 * The payment core: charges an order's payment through the gateway and records the answer and how
 * long it holds, resumes an attempt a failed request left (asking the gateway before it ever charges
 * again), applies the gateway's webhooks once each (a success we had given up on is queued to be
 * settled by the order's module), refunds, ends expired holds, and runs the sandbox's controls through
 * the sandbox's signed webhook, on the sandbox's own payments only, as a real provider's test mode would.
 */
export class PaymentService {
  readonly payments: PaymentRepository;
  readonly cards: SavedCardRepository;
  readonly late: LatePaymentQueue;

  constructor(
    private readonly db: Database,
    /** Each church's gateways: every call goes to the gateway of the church it names. */
    private readonly gateway: ChurchGateways,
    private readonly options: PaymentServiceOptions,
  ) {
    this.payments = new PaymentRepository(db);
    this.cards = new SavedCardRepository(db);
    this.late = new LatePaymentQueue(db);
  }

  /**
   * The name of the provider that charges `method` for the church: a gateway that routes methods to
   * several providers says which (`providerFor`); a single provider is its own `name`.
   */
  async providerFor(igrejaId: number, method: PaymentMethod): Promise<string> {
    const gateway = this.gateway as PaymentGateway & ProviderNaming;
    return gateway.providerFor ? gateway.providerFor(igrejaId, method) : (gateway.name ?? SANDBOX_GATEWAY);
  }

  /** The fee rule of paying by `method` at the church, in its currency: the prices of the provider that charges it. */
  async feeRuleFor(igrejaId: number, method: PaymentMethod, currency: string): Promise<FeeRule> {
    return feeRule({ provider: await this.providerFor(igrejaId, method), method, currency });
  }

  /** Saves the card a token names for the member (a purchase or a recurring gift asked to); undefined for a token the gateway does not know, or another's card. */
  async saveCard(usuarioId: number, igrejaId: number, token: string): Promise<CartaoSalvo | undefined> {
    const card = await this.gateway.describeCard(igrejaId, token, usuarioId);
    return card ? this.cards.save(usuarioId, igrejaId, card) : undefined;
  }

  /**
   * Starts saving a card in the provider's own fields (a SetupIntent on the member's customer at the
   * church); undefined where the church's cards are not taken so (the sandbox tokenises them instead).
   */
  async startCardSetup(owner: CardOwner): Promise<{ clientSecret: string } | undefined> {
    return this.gateway.startCardSetup?.(owner);
  }

  /** Saves the card of a SetupIntent the member confirmed in their browser, as the provider says it stands; undefined for one unknown, unfinished or another's. */
  async saveCardOfSetup(owner: CardOwner, setupIntentId: string): Promise<CartaoSalvo | undefined> {
    const card = await this.gateway.cardOfSetup?.(owner, setupIntentId);
    return card ? this.cards.save(owner.usuarioId, owner.igrejaId, card) : undefined;
  }

  /**
   * A card payment whose bank's check (3DS) the buyer's browser ran with the provider's script: the
   * charge is read again from the provider, authorised by the client secret the purchase's answer gave,
   * and what the provider says is recorded (paid, refused, or still waiting), as its webhook would; the
   * browser's word is never taken. 404 for a payment of another church or provider, or a wrong secret;
   * 503 when the provider cannot be asked (ask again).
   */
  async confirmAfterAction(igrejaId: number, codigo: string, clientSecret: string): Promise<Pagamento> {
    const payment = await this.payments.findByCode(codigo);
    const missing = () => notFound(`There is no card payment ${codigo} to confirm here.`);
    if (!payment || payment.igrejaId !== igrejaId || payment.metodo !== 'CARTAO_CREDITO' || !payment.referenciaGateway || !payment.gateway || !this.gateway.readAfterAction) throw missing();
    let result: ChargeResult | undefined;
    try {
      result = await this.gateway.readAfterAction(madeCharge(payment), clientSecret);
    } catch {
      throw outcomeUnknown();
    }
    if (!result) throw missing();
    const tipo = GATEWAY_EVENT_OF[result.status];
    if (tipo) {
      await this.db.transaction(async (tx) => {
        const repository = new PaymentRepository(tx);
        const changed = await repository.changeStatus({ id: payment.id }, WEBHOOK_TRANSITIONS[tipo].from, WEBHOOK_TRANSITIONS[tipo].to);
        if (changed || tipo !== 'payment.succeeded') return;
        const now = await repository.findByCode(codigo);
        if (now && isGivenUp(now)) await this.late.add(tx, now);
      });
    }
    return paymentView((await this.payments.findByCode(codigo)) ?? payment, { qrCodes: false });
  }

  /** Refuses, before any order is made, a card token of a provider that does not charge the church's cards (any more). */
  async checkCardToken(igrejaId: number, token: string, field: string): Promise<void> {
    if (await this.gateway.acceptsCardTokenAt(igrejaId, token)) return;
    throw new ProblemError(422, 'Unprocessable Content', 'This card was saved with a payment provider the church no longer uses. Enter the card again.', {
      code: 'CARD_INVALID',
      errors: [{ field, message: 'Enter the card again.' }],
    });
  }

  /** The payment an attempt (an Idempotency-Key) made, if it made one. */
  paymentOfAttempt(attemptId: string): Promise<PaymentRow | undefined> {
    return this.payments.findByAttempt(attemptId);
  }

  /**
   * Charges a payment created as em_aberto and records the answer. When the gateway's answer is lost,
   * the gateway is asked what it made; still not known, the payment stays open and the caller gets a
   * 503 to retry with the same key (a later retry resumes it, and the sweeper settles it if nobody
   * does). Returns the payment as the API shows it, with the 3DS challenge's address when asked for.
   */
  async charge(payment: PaymentRow, asked: ChargeRequest): Promise<Pagamento> {
    const request = await this.withCardPayer(payment, asked);
    let result: ChargeResult;
    try {
      result = await this.gateway.charge(request);
    } catch (error) {
      if (error instanceof CardRefusedError) return paymentView((await this.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'nao_aprovado')) ?? payment, { qrCodes: false });
      const found = await this.gateway.find(request).catch(() => undefined);
      if (!found) throw outcomeUnknown();
      result = found;
    }
    return this.record(payment, request, result);
  }

  /**
   * Finishes an attempt a request left: a payment still open is asked of its gateway first, and
   * charged (with the same code, so the gateway answers the first charge if there was one) only when
   * the gateway made nothing; a payment already answered is shown as it is.
   */
  async resume(payment: PaymentRow, request: ChargeRequest): Promise<Pagamento> {
    if (payment.status !== 'em_aberto') return paymentView(payment, { qrCodes: false });
    const found = await this.gateway.find(request).catch(() => undefined);
    return found ? this.record(payment, request, found) : this.charge(payment, request);
  }

  /** Who a card is charged for: the payment's member, and whether the token is one of their cards saved at this church. */
  private async withCardPayer(payment: PaymentRow, request: ChargeRequest): Promise<ChargeRequest> {
    if (request.metodo !== 'CARTAO_CREDITO' || !request.cardToken) return request;
    const cartaoSalvo = payment.usuarioId !== null && (await this.cards.isSaved(payment.usuarioId, payment.igrejaId, request.cardToken));
    return { ...request, pagadorCartao: { usuarioId: payment.usuarioId, cartaoSalvo } };
  }

  private async record(payment: PaymentRow, request: ChargeRequest, result: ChargeResult): Promise<Pagamento> {
    const hold = holdEnd(payment, result, this.options.clock(), this.options.holds, await this.churchHoldMinutes(payment.igrejaId, request.metodo));
    const recorded = await this.payments.recordCharge(payment.id, result, hold);
    if (recorded) {
      const view = paymentView(recorded, { qrCodes: false });
      return result.desafio ? { ...view, desafio: challengeView(result.desafio) } : view;
    }
    // Someone answered it first (the sweeper gave up on it, a webhook came): a success that arrives too late is settled, never dropped.
    const now = (await this.payments.findByCode(payment.codigo)) ?? payment;
    if (PAID_STATUSES.includes(result.status) && isGivenUp(now)) await this.late.add(this.db, now);
    return paymentView(now, { qrCodes: false });
  }

  /** The church's own hold for a method (the instant wallet's minutes), if it set one. */
  private async churchHoldMinutes(igrejaId: number, method: PaymentMethod): Promise<number | null> {
    if (method !== 'CARTEIRA_DIGITAL' && method !== 'DINHEIRO') return null;
    const [row] = await this.db
      .select({ minutes: prazoReservaIgreja.minutos })
      .from(prazoReservaIgreja)
      .where(and(eq(prazoReservaIgreja.igrejaId, igrejaId), eq(prazoReservaIgreja.metodo, method)));
    return row?.minutes ?? null;
  }

  /** Refunds a payment in full through the gateway that made it, and records it (estornado). */
  async refund(payment: PaymentRow): Promise<PaymentRow | undefined> {
    if (!payment.referenciaGateway || !payment.gateway) return undefined;
    await this.gateway.refund(madeCharge(payment));
    return this.payments.changeStatus({ id: payment.id }, ['aprovado', 'success', 'nao_aprovado', 'cancelado', ...WAITING], 'estornado');
  }

  /**
   * Ends the holds that ran out (their tickets go back on sale), then tells each one's gateway, so that
   * it can no longer be paid; one the gateway says was paid meanwhile is queued to be settled.
   */
  async endExpiredHolds(onError: (error: unknown) => void): Promise<number> {
    const ended = await this.payments.endExpiredHolds(this.options.clock());
    for (const payment of ended) {
      if (!payment.referenciaGateway || !payment.gateway) continue;
      try {
        const paid = await this.gateway.cancel(madeCharge(payment));
        if (paid) await this.late.add(this.db, payment);
      } catch (error) {
        onError(error);
      }
    }
    return ended.length;
  }

  /**
   * Settles the payments a request left open (its process died, or lost the gateway's answer and
   * nobody retried): each is asked of its gateway; what it made is recorded, what it did not make is
   * refused (its tickets go back). One whose gateway cannot be asked is tried again on the next run,
   * and refused after a day.
   */
  async settleOpenCharges(onError: (error: unknown) => void): Promise<number> {
    const now = this.options.clock();
    const open = await this.payments.claimOpenCharges(new Date(now.getTime() - OPEN_CHARGE_GRACE_MS));
    for (const payment of open) {
      const request = chargeRequestOf(payment);
      try {
        const found = await this.gateway.find(request);
        if (found) await this.record(payment, request, found);
        else await this.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'nao_aprovado');
      } catch (error) {
        onError(error);
        if (now.getTime() - payment.dataCadastro.getTime() > OPEN_CHARGE_GIVE_UP_MS) await this.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'nao_aprovado');
      }
    }
    return open.length;
  }

  /** Applies a verified sandbox webhook; an event id seen before changes nothing. */
  async receiveWebhook(rawBody: string, signature: string, event: SandboxWebhookEvent): Promise<void> {
    if (!verifyWebhook(this.options.webhookSecret, rawBody, signature, this.options.clock())) {
      throw new ProblemError(401, 'Unauthorized', 'The webhook signature is not valid.', { code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    await this.applyGatewayEvent(SANDBOX_GATEWAY, event.id, event.referencia, event.tipo);
  }

  /**
   * Applies a gateway's verified event to the payment of that gateway its reference names (of the
   * church `igrejaId` when the event came to that church's address: another church's payment is left
   * alone), once per (gateway, event id, church address): a redelivered event changes nothing, and a
   * status moves only from the ones it may come from. A success for a payment we had given up on
   * (refused, cancelled, expired) is queued to be settled by the order's module instead of being dropped.
   */
  async applyGatewayEvent(gateway: string, eventId: string, referencia: string, tipo: GatewayEventType, igrejaId?: number): Promise<void> {
    await this.applyEvent(gateway, eventId, { tipo, referencia }, igrejaId);
  }

  /**
   * Applies a gateway's verified event (applyGatewayEvent's rules: once per gateway, event id and
   * church address; only that gateway's, and that church's, payment), refunds in part and disputes
   * included. A refund records how much of the charge was refunded so far: a later event saying more
   * supersedes, one saying no more than recorded (delivered twice, or late) changes nothing; in full,
   * the payment is estornado (its tickets go back). A dispute makes the payment contestado while the
   * bank holds the money (tickets stay valid); won, it is aprovado again; lost, estornado.
   */
  async applyEvent(gateway: string, eventId: string, event: GatewayEvent, igrejaId?: number): Promise<void> {
    const where = { referencia: event.referencia, gateway, igrejaId };
    await this.db.transaction(async (tx) => {
      const fresh = await tx.insert(webhookRecebido).values({ gateway, idEvento: eventId, igrejaId: igrejaId ?? 0 }).onConflictDoNothing().returning();
      if (fresh.length === 0) return;
      const repository = new PaymentRepository(tx);
      switch (event.tipo) {
        case 'payment.refund':
          await repository.recordRefund(where, event.valorEstornado, event.valorEstornado >= event.total);
          return;
        case 'payment.disputed':
          await repository.openDispute(where);
          return;
        case 'payment.dispute_closed':
          await repository.closeDispute(where, event.resultado);
          return;
        default: {
          const transition = WEBHOOK_TRANSITIONS[event.tipo];
          const changed = await repository.changeStatus(where, transition.from, transition.to);
          if (changed || event.tipo !== 'payment.succeeded') return;
          const payment = await repository.findByReference(event.referencia, gateway, igrejaId);
          if (payment && isGivenUp(payment)) await this.late.add(tx, payment);
        }
      }
    });
  }

  /** The sandbox's "mark paid" for a Pix or bank slip it made: its bank records the payment and sends the signed webhook a bank would cause. */
  async payInSandbox(payment: PaymentRow): Promise<Pagamento> {
    const sandbox = await this.sandboxOf(payment);
    if (!['PIX', 'BOLETO'].includes(payment.metodo) || payment.status !== 'pendente' || !payment.referenciaGateway) {
      throw new ProblemError(409, 'Conflict', 'Only a Pix or bank slip awaiting payment can be paid.', { code: 'PAYMENT_NOT_PAYABLE' });
    }
    await sandbox.settle(payment.referenciaGateway, 'aprovado');
    await this.deliverSandboxWebhook('payment.succeeded', payment.referenciaGateway);
    return paymentView((await this.payments.findByCode(payment.codigo)) ?? payment);
  }

  /** The 3DS challenge's answer, authorised by its one-time token, for a challenge the sandbox made. */
  async completeChallenge(codigo: string, token: string, approve: boolean): Promise<PaymentStatus> {
    const payment = await this.payments.findByCode(codigo);
    if (!payment?.desafioTokenHash || !payment.referenciaGateway || payment.gateway !== SANDBOX_GATEWAY || !sameHash(payment.desafioTokenHash, token)) {
      throw new ProblemError(404, 'Not Found', 'There is no open challenge for this payment.');
    }
    await (await this.sandboxOf(payment)).settle(payment.referenciaGateway, approve ? 'aprovado' : 'nao_aprovado');
    await this.deliverSandboxWebhook(approve ? 'payment.succeeded' : 'payment.failed', payment.referenciaGateway);
    return ((await this.payments.findByCode(codigo))?.status ?? payment.status) as PaymentStatus;
  }

  /**
   * The sandbox, for a payment it made while its controls are served (in production, only at a church
   * no real provider serves); otherwise the control does not exist for it.
   */
  private async sandboxOf(payment: PaymentRow): Promise<SandboxGateway> {
    const missing = () => notFound(`The payment sandbox made no payment ${payment.codigo}.`);
    if (!this.options.sandbox || payment.gateway !== SANDBOX_GATEWAY) throw missing();
    if (!this.options.sandboxControlsAtProviderChurches && (await this.gateway.hasProvider(payment.igrejaId))) throw missing();
    return this.options.sandbox;
  }

  private async deliverSandboxWebhook(tipo: SandboxWebhookEvent['tipo'], referencia: string): Promise<void> {
    const event: SandboxWebhookEvent = { id: `evt_${randomBytes(12).toString('base64url')}`, tipo, referencia };
    const body = JSON.stringify(event);
    await this.receiveWebhook(body, signWebhook(this.options.webhookSecret, body, this.options.clock()), event);
  }
}

/** What the buyer's browser needs of a 3DS challenge: the sandbox's page, or the client secret Stripe.js runs it with. */
function challengeView(desafio: NonNullable<ChargeResult['desafio']>): NonNullable<Pagamento['desafio']> {
  return desafio.clientSecret ? { clientSecret: desafio.clientSecret } : { url: desafio.url };
}

/** What a provider's answer read again means for the payment, as its webhook would say it (nothing for one still waiting). */
const GATEWAY_EVENT_OF: Partial<Record<PaymentStatus, GatewayEventType>> = {
  aprovado: 'payment.succeeded',
  nao_aprovado: 'payment.failed',
  cancelado: 'payment.canceled',
};

/** A payment we gave up on (refused or cancelled, not refunded): a success for it arrived late. */
function isGivenUp(payment: PaymentRow): boolean {
  return RELEASING_STATUSES.includes(payment.status as PaymentStatus) && payment.status !== 'estornado';
}

function madeCharge(payment: PaymentRow): MadeCharge {
  return {
    codigo: payment.codigo,
    referencia: payment.referenciaGateway ?? '',
    igrejaId: payment.igrejaId,
    metodo: payment.metodo as PaymentMethod,
    total: payment.total,
    gateway: payment.gateway ?? '',
  };
}

/** What the gateway is asked about a payment whose request is gone: its code, church, method and amount. */
function chargeRequestOf(payment: PaymentRow): ChargeRequest {
  return {
    codigo: payment.codigo,
    igrejaId: payment.igrejaId,
    igrejaNome: '',
    igrejaCidade: '',
    metodo: payment.metodo as PaymentMethod,
    total: payment.total,
    moeda: payment.moeda,
    parcelas: payment.parcelas,
    descricao: payment.descricao ?? '',
  };
}

function sameHash(storedHex: string, token: string): boolean {
  const given = createHash('sha256').update(token).digest();
  const stored = Buffer.from(storedHex, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
