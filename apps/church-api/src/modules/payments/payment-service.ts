import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CartaoSalvo, Pagamento } from '@church/contracts-payments';
import type { Database } from '../../db/database';
import { ProblemError } from '../../http/problem';
import type { ChargeRequest, PaymentGateway } from './payment-gateway';
import { type PaymentRow, PaymentRepository, paymentView } from './payment-repository';
import type { PaymentStatus } from './payment-method';
import { SavedCardRepository } from './saved-card-repository';
import { signWebhook, verifyWebhook } from './webhook-signature';
import { webhookRecebido } from './schema';

/** The sandbox webhook's body. */
export interface SandboxWebhookEvent {
  id: string;
  tipo: 'payment.succeeded' | 'payment.failed' | 'payment.refunded';
  referencia: string;
}

/** What a gateway's event says happened to a payment. */
export type GatewayEventType = 'payment.succeeded' | 'payment.failed' | 'payment.canceled' | 'payment.refunded';

/** What each gateway event does to a payment: from which statuses to which. */
const WEBHOOK_TRANSITIONS: Record<GatewayEventType, { from: PaymentStatus[]; to: PaymentStatus }> = {
  'payment.succeeded': { from: ['pendente', 'em_analise', 'aguardando', 'em_aberto'], to: 'aprovado' },
  'payment.failed': { from: ['pendente', 'em_analise', 'aguardando', 'em_aberto'], to: 'nao_aprovado' },
  'payment.canceled': { from: ['pendente', 'em_analise', 'aguardando', 'em_aberto'], to: 'cancelado' },
  'payment.refunded': { from: ['aprovado', 'success'], to: 'estornado' },
};

/**
 * The payment core: charges an order's payment through the gateway and records the answer, applies the
 * gateway's webhooks once each, and runs the sandbox's controls (paying a Pix or slip, answering a 3DS
 * challenge) through that same signed webhook, as a real provider's test mode would.
 */
export class PaymentService {
  readonly payments: PaymentRepository;
  readonly cards: SavedCardRepository;

  constructor(
    private readonly db: Database,
    private readonly gateway: PaymentGateway,
    private readonly webhookSecret: string,
    private readonly clock: () => Date,
  ) {
    this.payments = new PaymentRepository(db);
    this.cards = new SavedCardRepository(db);
  }

  /** Saves the card a token names for the member (a purchase or a recurring gift asked to); undefined for a token the gateway does not know. */
  async saveCard(usuarioId: number, igrejaId: number, token: string): Promise<CartaoSalvo | undefined> {
    const card = await this.gateway.describeCard(igrejaId, token);
    return card ? this.cards.save(usuarioId, igrejaId, card) : undefined;
  }

  /**
   * Charges a payment created as em_aberto and records the answer. A gateway that cannot be reached
   * leaves it refused (nao_aprovado), which gives back what it held. Returns the payment as the API
   * shows it (without the QR picture), with the 3DS challenge's address when the issuer asks for one.
   */
  async charge(payment: PaymentRow, request: ChargeRequest): Promise<Pagamento> {
    let result;
    try {
      result = await this.gateway.charge(request);
    } catch {
      const refused = await this.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'nao_aprovado');
      return paymentView(refused ?? payment, { qrCodes: false });
    }
    const recorded = await this.payments.recordCharge(payment.id, result);
    const view = paymentView(recorded ?? payment, { qrCodes: false });
    return result.desafio ? { ...view, desafio: { url: result.desafio.url } } : view;
  }

  /** Applies a verified webhook; an event id seen before changes nothing. */
  async receiveWebhook(rawBody: string, signature: string, event: SandboxWebhookEvent): Promise<void> {
    if (!verifyWebhook(this.webhookSecret, rawBody, signature, this.clock())) {
      throw new ProblemError(401, 'Unauthorized', 'The webhook signature is not valid.', { code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
    await this.applyGatewayEvent('sandbox', event.id, event.referencia, event.tipo);
  }

  /**
   * Applies a gateway's verified event to the payment its reference names, once per (gateway, event
   * id): a redelivered event changes nothing, and a status moves only from the ones it may come from.
   */
  async applyGatewayEvent(gateway: string, eventId: string, referencia: string, tipo: GatewayEventType): Promise<void> {
    const transition = WEBHOOK_TRANSITIONS[tipo];
    await this.db.transaction(async (tx) => {
      const fresh = await tx.insert(webhookRecebido).values({ gateway, idEvento: eventId }).onConflictDoNothing().returning();
      if (fresh.length === 0) return;
      await new PaymentRepository(tx).changeStatus({ referencia }, transition.from, transition.to);
    });
  }

  /** The sandbox's "mark paid" for one's own Pix or bank slip: it delivers the signed webhook a bank would cause. */
  async payInSandbox(payment: PaymentRow): Promise<Pagamento> {
    if (!['PIX', 'BOLETO'].includes(payment.metodo) || payment.status !== 'pendente' || !payment.referenciaGateway) {
      throw new ProblemError(409, 'Conflict', 'Only a Pix or bank slip awaiting payment can be paid.', { code: 'PAYMENT_NOT_PAYABLE' });
    }
    await this.deliverSandboxWebhook('payment.succeeded', payment.referenciaGateway);
    return paymentView((await this.payments.findByCode(payment.codigo)) ?? payment);
  }

  /** The 3DS challenge's answer, authorised by its one-time token. */
  async completeChallenge(codigo: string, token: string, approve: boolean): Promise<PaymentStatus> {
    const payment = await this.payments.findByCode(codigo);
    if (!payment?.desafioTokenHash || !payment.referenciaGateway || !sameHash(payment.desafioTokenHash, token)) {
      throw new ProblemError(404, 'Not Found', 'There is no open challenge for this payment.');
    }
    await this.deliverSandboxWebhook(approve ? 'payment.succeeded' : 'payment.failed', payment.referenciaGateway);
    return ((await this.payments.findByCode(codigo))?.status ?? payment.status) as PaymentStatus;
  }

  private async deliverSandboxWebhook(tipo: SandboxWebhookEvent['tipo'], referencia: string): Promise<void> {
    const event: SandboxWebhookEvent = { id: `evt_${randomBytes(12).toString('base64url')}`, tipo, referencia };
    const body = JSON.stringify(event);
    await this.receiveWebhook(body, signWebhook(this.webhookSecret, body, this.clock()), event);
  }
}

function sameHash(storedHex: string, token: string): boolean {
  const given = createHash('sha256').update(token).digest();
  const stored = Buffer.from(storedHex, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
