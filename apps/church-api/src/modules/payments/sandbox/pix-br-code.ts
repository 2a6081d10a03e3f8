/** One EMV field: its id, its length in two digits, its value. */
const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Plain ASCII (accents removed), as the BR Code's name and city fields require. */
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .trim();

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * A Pix "copia e cola" BR Code by the Banco Central's EMV rules: payload format, a single-use
 * initiation, the Pix key under br.gov.bcb.pix, category 0000, currency 986 (BRL), the amount, BR,
 * the merchant's name and city, the transaction id, and the CRC16 of it all.
 */
export function pixBrCode(input: { key: string; merchantName: string; merchantCity: string; amountCents: number; txid: string }): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new RangeError('A Pix amount is a positive number of cents.');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', ascii(input.merchantName).slice(0, 25) || 'IGREJA') +
    field('60', ascii(input.merchantCity).slice(0, 15) || 'BRASIL') +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16Ccitt(payload);
}
