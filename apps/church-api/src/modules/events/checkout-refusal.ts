import { ProblemError } from '@church/api-platform/http/problem';

/** The checkout feedback codes of §8 the server produces, each under the condition it names. */
export const CHECKOUT_CODES = {
  EVT_REG_001: 'The tickets are sold out.',
  EVT_REG_002: 'The event has ended.',
  EVT_REG_003: 'The registration form has required questions that were not answered.',
  EVT_REG_004: 'The registration form changed since it was loaded.',
  EVT_REG_010: 'This payment method is not available for this event.',
  EVT_REG_012: 'Cash payment is no longer available for this event.',
  EVT_REG_013: 'Bank slip payment is no longer available for this event.',
  EVT_REG_014: 'The total amount changed.',
  EVT_REG_015: 'Installments are not available for this payment method.',
  EVT_REG_016: 'This number of installments is not allowed for this amount.',
  EVT_REG_017: 'Installments are not available for this event.',
  EVT_REG_019: 'This ticket is not on sale yet.',
  EVT_REG_020: 'Sales of this ticket have ended.',
  EVT_REG_021: 'The quantity asked for is no longer available.',
  EVT_REG_023: 'The per-member limit of this ticket would be exceeded.',
  EVT_REG_024: 'This ticket is no longer offered.',
  EVT_REG_026: 'Personal information this payment needs is missing.',
} as const;

export type CheckoutCode = keyof typeof CHECKOUT_CODES;

/** A purchase refused with its §8 code (422 problem+json); `field` names what in the request it concerns. */
export function checkoutRefusal(code: CheckoutCode, detail?: string, field?: string): ProblemError {
  return new ProblemError(422, CHECKOUT_CODES[code], detail ?? CHECKOUT_CODES[code], {
    code,
    ...(field ? { errors: [{ field, message: detail ?? CHECKOUT_CODES[code] }] } : {}),
  });
}
