import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import {
  type CardDetails,
  CardRefusedError,
  type CardToken,
  type ChargeRequest,
  type ChargeResult,
  type MadeCharge,
  type PaymentGateway,
} from '../payment-gateway';
import type { PaymentStatus } from '../payment-method';
import { sandboxCartao, sandboxCobranca } from '../schema';
import { boletoDigitableLine } from './boleto-line';
import { pixBrCode } from './pix-br-code';
import { brandOf, type CardScenario, isUnexpired, passesLuhn, TEST_CARDS } from './test-cards';

export interface SandboxOptions {
  /** How long a Pix code may be paid. */
  pixTtlMs: number;
  /** Days until a bank slip is due. */
  boletoDays: number;
  clock: () => Date;
}

/** ACH test accounts ending in these digits fail (as in real providers' test modes); others succeed. */
const FAILING_ACH_SUFFIX = '1113';

/** The sandbox's name on the payments it makes. */
export const SANDBOX_GATEWAY = 'sandbox';

/** A charge's answer as the sandbox keeps it (dates as text). */
interface StoredResult {
  status: PaymentStatus;
  referencia: string;
  pix?: { copiaECola: string; expiraEm: string };
  boleto?: { linhaDigitavel: string; vencimento: string };
  desafio?: { url: string; tokenHash: string };
}

const toStored = (result: ChargeResult): StoredResult => ({ ...result, pix: result.pix ? { ...result.pix, expiraEm: result.pix.expiraEm.toISOString() } : undefined });
const fromStored = (result: StoredResult): ChargeResult => ({ ...result, gateway: SANDBOX_GATEWAY, pix: result.pix ? { ...result.pix, expiraEm: new Date(result.pix.expiraEm) } : undefined });

/** Statuses of a charge still waiting for its payer (or its bank). */
const WAITING: readonly PaymentStatus[] = ['pendente', 'aguardando', 'em_analise'];

/**
 * The default gateway: a local service that behaves like a real gateway's test mode. Cards are
 * tokenised (only their test scenario, brand and last four digits are kept), test numbers decide the
 * outcome, Pix answers a valid BR Code, bank slips a valid digitable line, and payments that complete
 * later (Pix, slips, 3DS) complete through its signed webhook. It keeps each charge by the payment's
 * code, as a provider keeps an idempotency key: the same code charged again answers the first charge,
 * and what it made can be asked of it, refunded or cancelled.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;

  constructor(
    private readonly db: Database,
    private readonly options: SandboxOptions,
  ) {}

  async tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken> {
    const digits = card.numero.replace(/\s/g, '');
    if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits)) throw new CardRefusedError('The card number is not valid.');
    if (!isUnexpired(card.validade, this.options.clock())) throw new CardRefusedError('The card has expired.');
    const scenario: CardScenario = TEST_CARDS[digits] ?? 'decline';
    const token = `tok_${randomBytes(18).toString('base64url')}`;
    const stored = { token, igrejaId, cenario: scenario, bandeira: brandOf(digits), ultimosDigitos: digits.slice(-4), validade: card.validade };
    await this.db.insert(sandboxCartao).values(stored);
    return { token, bandeira: stored.bandeira, ultimosDigitos: stored.ultimosDigitos, validade: stored.validade, idGatewayPagamento: 1 };
  }

  async describeCard(igrejaId: number, token: string): Promise<CardToken | undefined> {
    const [card] = await this.db
      .select()
      .from(sandboxCartao)
      .where(and(eq(sandboxCartao.token, token), eq(sandboxCartao.igrejaId, igrejaId)));
    return card ? { token, bandeira: card.bandeira, ultimosDigitos: card.ultimosDigitos, validade: card.validade, idGatewayPagamento: 1 } : undefined;
  }

  acceptsCardToken(token: string): boolean {
    return token.startsWith('tok_');
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const result = await this.decide(request);
    const kept = await this.db
      .insert(sandboxCobranca)
      .values({ referencia: result.referencia, codigo: request.codigo, igrejaId: request.igrejaId, resultado: toStored(result) })
      .onConflictDoNothing()
      .returning({ referencia: sandboxCobranca.referencia });
    // Charged before under this code: the first charge's answer, as a provider answers a repeated idempotency key.
    return kept.length > 0 ? result : ((await this.find(request)) ?? result);
  }

  async find(request: Pick<ChargeRequest, 'codigo'>): Promise<ChargeResult | undefined> {
    const [row] = await this.db.select({ resultado: sandboxCobranca.resultado }).from(sandboxCobranca).where(eq(sandboxCobranca.codigo, request.codigo));
    return row ? fromStored(row.resultado as StoredResult) : undefined;
  }

  async refund(charge: MadeCharge): Promise<void> {
    await this.move(charge.referencia, ['aprovado', 'success', ...WAITING, 'cancelado', 'nao_aprovado'], 'estornado');
  }

  async cancel(charge: MadeCharge): Promise<ChargeResult | undefined> {
    const moved = await this.move(charge.referencia, WAITING, 'cancelado');
    if (moved) return undefined;
    const now = await this.find(charge);
    return now && (now.status === 'aprovado' || now.status === 'success') ? now : undefined;
  }

  /** The sandbox's bank confirms (or refuses) a charge waiting for it: a Pix or slip paid, a 3DS challenge answered. */
  async settle(referencia: string, status: 'aprovado' | 'nao_aprovado'): Promise<boolean> {
    return this.move(referencia, WAITING, status);
  }

  private async move(referencia: string, from: readonly PaymentStatus[], to: PaymentStatus): Promise<boolean> {
    const moved = await this.db
      .update(sandboxCobranca)
      .set({ resultado: sql`jsonb_set(${sandboxCobranca.resultado}, '{status}', to_jsonb(${to}::text)) - 'desafio'` })
      .where(and(eq(sandboxCobranca.referencia, referencia), inArray(sql`${sandboxCobranca.resultado} ->> 'status'`, [...from])))
      .returning({ referencia: sandboxCobranca.referencia });
    return moved.length > 0;
  }

  private async decide(request: ChargeRequest): Promise<ChargeResult> {
    const referencia = `sbx_${request.codigo}`;
    const gateway = SANDBOX_GATEWAY;
    switch (request.metodo) {
      case 'CARTAO_CREDITO':
        return this.chargeCard(request, referencia);
      case 'PIX':
        return { status: 'pendente', referencia, gateway, pix: this.pixOf(request) };
      case 'BOLETO':
        return { status: 'pendente', referencia, gateway, boleto: this.boletoOf(request) };
      case 'ACH':
        return { status: request.ach?.numeroConta.endsWith(FAILING_ACH_SUFFIX) ? 'nao_aprovado' : 'aprovado', referencia, gateway };
      case 'CARTEIRA_DIGITAL':
      case 'DINHEIRO':
        return { status: 'aguardando', referencia, gateway };
      case 'GRATUITO':
        return { status: 'success', referencia, gateway };
    }
  }

  private async chargeCard(request: ChargeRequest, referencia: string): Promise<ChargeResult> {
    const [card] = request.cardToken
      ? await this.db
          .select({ cenario: sandboxCartao.cenario })
          .from(sandboxCartao)
          .where(and(eq(sandboxCartao.token, request.cardToken), eq(sandboxCartao.igrejaId, request.igrejaId)))
      : [];
    const gateway = SANDBOX_GATEWAY;
    switch (card?.cenario as CardScenario | undefined) {
      case 'approve':
        return { status: 'aprovado', referencia, gateway };
      case 'review':
        return { status: 'em_analise', referencia, gateway };
      case 'challenge': {
        // Nobody is at a recurring gift's later charge to answer a challenge: the issuer refuses it, as Stripe does off-session.
        if (request.recorrente) return { status: 'nao_aprovado', referencia, gateway };
        const token = randomBytes(24).toString('base64url');
        const tokenHash = createHash('sha256').update(token).digest('hex');
        return { status: 'em_analise', referencia, gateway, desafio: { url: `/sandbox/3ds/${request.codigo}?token=${token}`, tokenHash } };
      }
      default:
        return { status: 'nao_aprovado', referencia, gateway };
    }
  }

  private pixOf(request: ChargeRequest): { copiaECola: string; expiraEm: Date } {
    const copiaECola = pixBrCode({
      key: `igreja${request.igrejaId}@pix.sandbox.example`,
      merchantName: request.igrejaNome,
      merchantCity: request.igrejaCidade,
      amountCents: request.total,
      txid: request.codigo,
    });
    return { copiaECola, expiraEm: new Date(this.options.clock().getTime() + (request.pixTtlMs ?? this.options.pixTtlMs)) };
  }

  private boletoOf(request: ChargeRequest): { linhaDigitavel: string; vencimento: string } {
    const due = new Date(this.options.clock());
    due.setUTCHours(0, 0, 0, 0);
    due.setUTCDate(due.getUTCDate() + this.options.boletoDays);
    const freeField = `${String(request.igrejaId).padStart(7, '0')}${codeDigits(request.codigo)}`.slice(0, 25).padEnd(25, '0');
    const { line } = boletoDigitableLine({ bankCode: '001', amountCents: request.total, dueDate: due, freeField });
    return { linhaDigitavel: line, vencimento: due.toISOString().slice(0, 10) };
  }
}

/** The payment code as 18 digits (its characters' values), so the slip's free field names the payment. */
function codeDigits(code: string): string {
  return [...code].map((char) => (char.charCodeAt(0) % 10).toString()).join('').padEnd(18, '0').slice(0, 18);
}
