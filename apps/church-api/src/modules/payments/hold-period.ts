import type { ChargeResult } from './payment-gateway';
import type { PaymentStatus } from './payment-method';
import type { HoldSettings } from './payment-settings';
import type { PaymentRow } from './payment-repository';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a 3DS challenge may wait for the buyer's answer. */
export const CHALLENGE_TTL_MS = 30 * MINUTE_MS;

/** Statuses of an order that holds what it bought without having paid for it. */
export const UNPAID_HOLDING_STATUSES: readonly PaymentStatus[] = ['em_aberto', 'pendente', 'aguardando', 'em_analise'];

/**
 * Until when an unpaid payment holds what it bought, from the gateway's answer: a Pix code until it
 * expires, a slip until its due date plus the bank's settlement days, cash until its pay-by time (or
 * the church's shorter hold), the instant wallet for the church's hold (or the default), a 3DS
 * challenge for 30 minutes, a review and a payment the provider is processing for their limits. Null
 * for a payment that holds nothing unpaid (paid, refused, cancelled).
 */
export function holdEnd(payment: Pick<PaymentRow, 'metodo' | 'dinheiroPagarAte'>, result: ChargeResult, now: Date, holds: HoldSettings, churchHoldMinutes: number | null): Date | null {
  const churchHold = churchHoldMinutes !== null ? new Date(now.getTime() + churchHoldMinutes * MINUTE_MS) : null;
  switch (result.status) {
    case 'pendente':
      if (result.pix) return result.pix.expiraEm;
      if (result.boleto) return new Date(Date.parse(`${result.boleto.vencimento}T00:00:00Z`) + (holds.boletoSettlementDays + 1) * DAY_MS);
      return new Date(now.getTime() + holds.processingDays * DAY_MS);
    case 'aguardando': {
      if (payment.metodo === 'DINHEIRO' && payment.dinheiroPagarAte) return earliest(payment.dinheiroPagarAte, churchHold);
      return churchHold ?? new Date(now.getTime() + holds.walletMinutes * MINUTE_MS);
    }
    case 'em_analise':
      return new Date(now.getTime() + (result.desafio ? CHALLENGE_TTL_MS : holds.reviewHours * HOUR_MS));
    default:
      return null;
  }
}

function earliest(date: Date, other: Date | null): Date {
  return other && other < date ? other : date;
}
