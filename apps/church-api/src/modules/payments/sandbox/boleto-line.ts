const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/**
 * The due-date factor: days since 1997-10-07, in four digits. FEBRABAN's rule: the count reached 9999
 * on 2025-02-21 and the factor restarted at 1000 on 2025-02-22, so a later date subtracts 9000 from
 * its day count. Dates from 2000-07-03 (factor 1000) to the second 9999 (2049-10-13 by the same rule)
 * have a factor; others throw a RangeError.
 */
export function dueDateFactor(dueDate: Date): string {
  if (Number.isNaN(dueDate.getTime())) throw new RangeError('The due date is not a date.');
  const days = Math.round((Date.UTC(dueDate.getUTCFullYear(), dueDate.getUTCMonth(), dueDate.getUTCDate()) - FACTOR_BASE) / DAY_MS);
  if (days < 1000 || days > 9999 + 9000) throw new RangeError('A due date outside 2000-07-03…2049-10-13 has no factor.');
  return String(days > 9999 ? days - 9000 : days);
}

/** Modulo 10 check digit: weights 2,1,2,1… from the right, digits of each product summed. */
function modulo10(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  });
  return String((10 - (sum % 10)) % 10);
}

/** The barcode's general check digit: modulo 11, weights 2…9 from the right; 0, 10 and 11 become 1. */
function modulo11(digits: string): string {
  let sum = 0;
  [...digits].reverse().forEach((digit, index) => {
    sum += Number(digit) * (2 + (index % 8));
  });
  const result = 11 - (sum % 11);
  return result === 0 || result === 10 || result === 11 ? '1' : String(result);
}

/**
 * A bank collection slip's barcode (44 digits) and digitable line (47), by the FEBRABAN layout: bank,
 * currency 9, the general check digit, the due-date factor, the amount in cents and the bank's
 * 25-digit free field; the line splits it into three fields with modulo-10 check digits, then the
 * general digit, then factor and amount. Throws a RangeError for malformed input.
 */
export function boletoDigitableLine(input: { bankCode: string; amountCents: number; dueDate: Date; freeField: string }): { barcode: string; line: string } {
  if (!/^\d{3}$/.test(input.bankCode)) throw new RangeError('The bank code is three digits.');
  if (!/^\d{25}$/.test(input.freeField)) throw new RangeError('The free field is 25 digits.');
  if (!Number.isInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > 9_999_999_999) {
    throw new RangeError('The amount is 1 to 9999999999 cents.');
  }
  const head = `${input.bankCode}9`;
  const factorAndAmount = `${dueDateFactor(input.dueDate)}${String(input.amountCents).padStart(10, '0')}`;
  const free = input.freeField;
  const dv = modulo11(`${head}${factorAndAmount}${free}`);
  const field1 = `${head}${free.slice(0, 5)}`;
  const field2 = free.slice(5, 15);
  const field3 = free.slice(15, 25);
  return {
    barcode: `${head}${dv}${factorAndAmount}${free}`,
    line: `${field1}${modulo10(field1)}${field2}${modulo10(field2)}${field3}${modulo10(field3)}${dv}${factorAndAmount}`,
  };
}

/** A 47-digit line as printed: "AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE". */
export function formatDigitableLine(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new RangeError('A digitable line is 47 digits.');
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
