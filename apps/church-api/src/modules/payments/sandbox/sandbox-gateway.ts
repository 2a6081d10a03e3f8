import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  type CardDetails,
  CardRefusedError,
  type CardToken,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from '../payment-gateway';
import { sandboxCartao } from '../schema';
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

/**
 * The default gateway: a local service that behaves like a real gateway's test mode. Cards are
 * tokenised (only their test scenario, brand and last four digits are kept), test numbers decide the
 * outcome, Pix answers a valid BR Code, bank slips a valid digitable line, and payments that complete
 * later (Pix, slips, 3DS) complete through its signed webhook.
 */
export class SandboxGateway implements PaymentGateway {
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

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const referencia = `sbx_${request.codigo}`;
    switch (request.metodo) {
      case 'CARTAO_CREDITO':
        return this.chargeCard(request, referencia);
      case 'PIX':
        return { status: 'pendente', referencia, pix: this.pixOf(request) };
      case 'BOLETO':
        return { status: 'pendente', referencia, boleto: this.boletoOf(request) };
      case 'ACH':
        return { status: request.ach?.numeroConta.endsWith(FAILING_ACH_SUFFIX) ? 'nao_aprovado' : 'aprovado', referencia };
      case 'CARTEIRA_DIGITAL':
      case 'DINHEIRO':
        return { status: 'aguardando', referencia };
      case 'GRATUITO':
        return { status: 'success', referencia };
    }
  }

  private async chargeCard(request: ChargeRequest, referencia: string): Promise<ChargeResult> {
    const [card] = request.cardToken
      ? await this.db
          .select({ cenario: sandboxCartao.cenario })
          .from(sandboxCartao)
          .where(and(eq(sandboxCartao.token, request.cardToken), eq(sandboxCartao.igrejaId, request.igrejaId)))
      : [];
    switch (card?.cenario as CardScenario | undefined) {
      case 'approve':
        return { status: 'aprovado', referencia };
      case 'review':
        return { status: 'em_analise', referencia };
      case 'challenge': {
        const token = randomBytes(24).toString('base64url');
        const tokenHash = createHash('sha256').update(token).digest('hex');
        return { status: 'em_analise', referencia, desafio: { url: `/sandbox/3ds/${request.codigo}?token=${token}`, tokenHash } };
      }
      default:
        return { status: 'nao_aprovado', referencia };
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
    return { copiaECola, expiraEm: new Date(this.options.clock().getTime() + this.options.pixTtlMs) };
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
