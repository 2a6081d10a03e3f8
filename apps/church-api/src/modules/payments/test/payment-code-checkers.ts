// Checkers written apart from the generators (src/modules/payments/sandbox): they read a code the
// way a bank's app would and recompute its check digits their own way.

const DAY_MS = 86_400_000;

/** CRC16-CCITT-FALSE through a lookup table (the generator loops over bits), as four upper-case hex digits. */
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte << 8;
  for (let bit = 0; bit < 8; bit += 1) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
  return value & 0xffff;
});

export function crcOf(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) crc = ((crc << 8) & 0xffff) ^ (CRC_TABLE[((crc >> 8) ^ byte) & 0xff] ?? 0);
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The TLV fields of an EMV payload, in order; throws when an id or length is not two digits or a value runs past the end. */
export function emvFields(payload: string): { id: string; value: string }[] {
  const fields = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = payload.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length) || at + 4 + Number(length) > payload.length) throw new Error(`Malformed field at ${at}`);
    fields.push({ id, value: payload.slice(at + 4, at + 4 + Number(length)) });
    at += 4 + Number(length);
  }
  return fields;
}

export interface PixCheck {
  valid: boolean;
  key?: string;
  amountCents?: number;
  merchantName?: string;
  merchantCity?: string;
  txid?: string;
}

/** Whether a Pix BR Code follows the Banco Central's rules this product relies on, and what it says. */
export function checkPixBrCode(payload: string): PixCheck {
  try {
    const fields = emvFields(payload);
    const byId = new Map(fields.map((field) => [field.id, field.value]));
    const account = new Map(emvFields(byId.get('26') ?? '').map((field) => [field.id, field.value]));
    const additional = new Map(emvFields(byId.get('62') ?? '').map((field) => [field.id, field.value]));
    const amount = byId.get('54');
    const name = byId.get('59') ?? '';
    const city = byId.get('60') ?? '';
    const valid =
      payload.startsWith('000201') &&
      byId.size === fields.length &&
      account.get('00')?.toLowerCase() === 'br.gov.bcb.pix' &&
      (account.get('01')?.length ?? 0) > 0 &&
      /^\d{4}$/.test(byId.get('52') ?? '') &&
      byId.get('53') === '986' &&
      byId.get('58') === 'BR' &&
      (amount === undefined || /^\d{1,10}\.\d{2}$/.test(amount)) &&
      /^[\x20-\x7E]{1,25}$/.test(name) &&
      /^[\x20-\x7E]{1,15}$/.test(city) &&
      fields.at(-1)?.id === '63' &&
      payload.slice(-8, -4) === '6304' &&
      crcOf(payload.slice(0, -4)) === payload.slice(-4);
    return {
      valid,
      key: account.get('01'),
      amountCents: amount === undefined ? undefined : Number(amount.replace('.', '')),
      merchantName: name,
      merchantCity: city,
      txid: additional.get('05'),
    };
  } catch {
    return { valid: false };
  }
}

const sumDigits = (n: number) => Math.floor(n / 10) + (n % 10);

function mod10(digits: string): number {
  let total = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    total += sumDigits(Number(digits[index]) * weight);
    weight = 3 - weight;
  }
  const rest = total % 10;
  return rest === 0 ? 0 : 10 - rest;
}

function mod11(digits: string): number {
  let total = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    total += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (total % 11);
  return dv > 9 ? 1 : dv;
}

/**
 * The due date a factor stands for. A factor names two dates 9000 days apart (the count restarted at
 * 1000 on 2025-02-22), so the one nearer the reference day is meant.
 */
function dueDateOf(factor: number, reference: Date): string | undefined {
  if (factor === 0) return undefined;
  const firstCycle = Date.UTC(1997, 9, 7) + factor * DAY_MS;
  const secondCycle = firstCycle + 9000 * DAY_MS;
  const nearer = Math.abs(firstCycle - reference.getTime()) < Math.abs(secondCycle - reference.getTime()) ? firstCycle : secondCycle;
  return new Date(nearer).toISOString().slice(0, 10);
}

export interface DigitableLineCheck {
  valid: boolean;
  barcode?: string;
  amountCents?: number;
  dueDate?: string;
}

/**
 * Checks a 47-digit digitable line: the three fields' modulo-10 digits and, on the barcode rebuilt
 * from the line, the modulo-11 general digit; decodes the amount and the due date (nearest the reference day).
 */
export function checkDigitableLine(line: string, reference = new Date()): DigitableLineCheck {
  if (!/^\d{47}$/.test(line)) return { valid: false };
  const [field1, dv1, field2, dv2, field3, dv3, generalDv, factor, amount] = [
    line.slice(0, 9),
    line.slice(9, 10),
    line.slice(10, 20),
    line.slice(20, 21),
    line.slice(21, 31),
    line.slice(31, 32),
    line.slice(32, 33),
    line.slice(33, 37),
    line.slice(37, 47),
  ] as const;
  const barcode = `${field1.slice(0, 4)}${generalDv}${factor}${amount}${field1.slice(4)}${field2}${field3}`;
  const fieldsValid = mod10(field1) === Number(dv1) && mod10(field2) === Number(dv2) && mod10(field3) === Number(dv3);
  const barcodeValid = mod11(`${barcode.slice(0, 4)}${barcode.slice(5)}`) === Number(generalDv);
  return { valid: fieldsValid && barcodeValid, barcode, amountCents: Number(amount), dueDate: dueDateOf(Number(factor), reference) };
}
