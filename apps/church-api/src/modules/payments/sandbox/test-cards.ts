/** What the sandbox does with a charge on a card. */
export type CardScenario = 'approve' | 'decline' | 'challenge' | 'review';

/**
 * The sandbox's test cards (README "Payments sandbox"), like a real gateway's test mode: these numbers
 * approve, decline, demand a 3DS challenge or go to review; any other valid number is declined, as a
 * real card is in test mode.
 */
export const TEST_CARDS: Record<string, CardScenario> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
  '4000000000000077': 'review',
};

/** True when the digits pass the Luhn check. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's brand from its first digits. */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(636368|438935|504175|451416|636297|5067|4576|4011)/.test(digits)) return 'elo';
  return 'other';
}

/** Whether an MM/AA or MM/AAAA expiry is this month or later. */
export function isUnexpired(validade: string, now: Date): boolean {
  const [month = '', year = ''] = validade.split('/');
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return fullYear * 12 + Number(month) >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
