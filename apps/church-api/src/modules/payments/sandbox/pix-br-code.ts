const PIX_GUI = 'br.gov.bcb.pix';
// Field 26 holds at most 99 characters: the GUI sub-field takes 18 and the key's header 4.
const MAX_KEY_LENGTH = 99 - (4 + PIX_GUI.length) - 4;
// Field 54 holds at most 13 characters: "9999999999.99".
const MAX_AMOUNT_CENTS = 999_999_999_999;

/** One EMV field: its id, its length in two digits, its value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Printable ASCII with accents removed, as the BR Code's name and city fields require. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim();

/** Cents as the BR Code writes an amount: two decimals and a dot, without going through floats. */
const decimalAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final xor) of the UTF-8 text, as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A Pix "copia e cola" BR Code by the Banco Central's EMV rules: payload format, a single-use
 * initiation, the Pix key under br.gov.bcb.pix, category 0000, currency 986 (BRL), the amount, BR,
 * the merchant's name and city (ASCII, cut to 25 and 15 characters), the transaction id (letters and
 * digits only, at most 25, "***" when none is left) and the CRC16 of it all. Throws a RangeError for
 * an amount that is not 1 to 999999999999 cents and for a key that is empty, not printable ASCII or
 * longer than 77 characters (a key cannot be cut without naming another account).
 */
export function pixBrCode(input: { key: string; merchantName: string; merchantCity: string; amountCents: number; txid: string }): string {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1 || input.amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError('A Pix amount is 1 to 999999999999 cents.');
  }
  const key = input.key.trim();
  if (!/^[\x20-\x7E]+$/.test(key) || key.length > MAX_KEY_LENGTH) throw new RangeError(`A Pix key is 1 to ${MAX_KEY_LENGTH} ASCII characters.`);
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', PIX_GUI) + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', decimalAmount(input.amountCents)) +
    field('58', 'BR') +
    field('59', ascii(input.merchantName).slice(0, 25).trim() || 'IGREJA') +
    field('60', ascii(input.merchantCity).slice(0, 15).trim() || 'BRASIL') +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16Ccitt(payload);
}
