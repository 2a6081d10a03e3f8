// Checkers written apart from the generators (src/modules/payments/sandbox): they read a code the
// way a bank's app would and recompute its check digits their own way.

/** CRC16-CCITT-FALSE with a lookup table (the generator loops over bits). */
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

/** The TLV fields of an EMV payload, in order; throws when a length runs past the end. */
export function emvFields(payload: string): { id: string; value: string }[] {
  const fields = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Malformed field at ${at}`);
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** Whether a Pix BR Code follows the Banco Central's rules this product relies on; the amount it asks for, in cents. */
export function checkPixBrCode(payload: string): { valid: boolean; amountCents?: number; txid?: string } {
  try {
    const fields = emvFields(payload);
    const byId = new Map(fields.map((field) => [field.id, field.value]));
    const last = fields[fields.length - 1];
    const account = emvFields(byId.get('26') ?? '');
    const additional = emvFields(byId.get('62') ?? '');
    const valid =
      payload.startsWith('000201') &&
      account[0]?.id === '00' &&
      account[0].value.toLowerCase() === 'br.gov.bcb.pix' &&
      byId.get('53') === '986' &&
      byId.get('58') === 'BR' &&
      (byId.get('59')?.length ?? 0) <= 25 &&
      (byId.get('60')?.length ?? 0) <= 15 &&
      last?.id === '63' &&
      last.value.length === 4 &&
      crcOf(payload.slice(0, -4)) === last.value;
    const amount = byId.get('54');
    return { valid, amountCents: amount ? Math.round(Number(amount) * 100) : undefined, txid: additional.find((field) => field.id === '05')?.value };
  } catch {
    return { valid: false };
  }
}

const sumDigits = (n: number) => (n > 9 ? Math.floor(n / 10) + (n % 10) : n);

function mod10(digits: string): number {
  let total = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    total += sumDigits(Number(digits[index]) * weight);
    weight = weight === 2 ? 1 : 2;
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
  return dv > 9 || dv === 0 ? 1 : dv;
}

/** Checks a 47-digit digitable line: its three field digits and the barcode's general digit; decodes amount and due date. */
export function checkDigitableLine(line: string): { valid: boolean; amountCents?: number; dueDate?: string } {
  if (!/^\d{47}$/.test(line)) return { valid: false };
  const field1 = line.slice(0, 9);
  const field2 = line.slice(10, 20);
  const field3 = line.slice(21, 31);
  const fieldsValid = mod10(field1) === Number(line[9]) && mod10(field2) === Number(line[20]) && mod10(field3) === Number(line[31]);
  const generalDv = line[32] ?? '';
  const factorAndAmount = line.slice(33);
  const barcode = `${line.slice(0, 4)}${generalDv}${factorAndAmount}${line.slice(4, 9)}${field2}${field3}`;
  const barcodeValid = mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(generalDv);
  const factor = Number(factorAndAmount.slice(0, 4));
  // Factors restarted at 1000 on 2025-02-22; this product issues slips after that day.
  const base = Date.UTC(2025, 1, 22) - 1000 * 86_400_000;
  const dueDate = new Date(base + factor * 86_400_000).toISOString().slice(0, 10);
  return { valid: fieldsValid && barcodeValid, amountCents: Number(factorAndAmount.slice(4)), dueDate };
}
