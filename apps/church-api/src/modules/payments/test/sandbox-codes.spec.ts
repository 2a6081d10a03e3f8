import { describe, expect, it } from 'vitest';
import { boletoDigitableLine, formatDigitableLine } from '../sandbox/boleto-line';
import { crc16Ccitt, pixBrCode } from '../sandbox/pix-br-code';
import { checkDigitableLine, checkPixBrCode, crcOf } from './payment-code-checkers';

/** Every string that differs from `text` in exactly one character, each position taking each of `alphabet`'s other characters. */
function singleChanges(text: string, alphabet: string): string[] {
  return [...text].flatMap((char, index) =>
    [...alphabet].filter((other) => other !== char).map((other) => `${text.slice(0, index)}${other}${text.slice(index + 1)}`),
  );
}

describe('Pix BR Codes', () => {
  const pix = (overrides: Partial<Parameters<typeof pixBrCode>[0]> = {}) =>
    pixBrCode({ key: 'k@pix.example', merchantName: 'Igreja', merchantCity: 'Recife', amountCents: 5000, txid: 'T1', ...overrides });

  it('compute CRC16-CCITT-FALSE as the standard check value says (123456789 → 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crcOf('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
  });

  it('agree with the static example of the Banco Central manual', () => {
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16Ccitt(example.slice(0, -4))).toBe('1D3D');
    expect(checkPixBrCode(example)).toEqual({
      valid: true,
      key: '123e4567-e12b-12d1-a456-426655440000',
      amountCents: undefined,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    });
  });

  it('lay out their fields as the EMV rules say', () => {
    const body = [
      '000201',
      '010212',
      '2635', // 18 for the GUI sub-field, 17 for the key's
      '0014br.gov.bcb.pix',
      '0113k@pix.example',
      '52040000',
      '5303986',
      '540550.00',
      '5802BR',
      '5906Igreja',
      '6006Recife',
      '62060502T1',
      '6304',
    ].join('');
    expect(pix()).toBe(`${body}${crcOf(body)}`);
  });

  it('pass the checker for names and cities with accents and long ones, in ASCII and cut to length', () => {
    for (const [name, city, expectedName, expectedCity] of [
      ['Igreja Esperança', 'São Paulo', 'Igreja Esperanca', 'Sao Paulo'],
      ['Igreja Evangélica Congregacional de Nova Esperança', 'Ribeirão das Neves de Minas', 'Igreja Evangelica Congreg', 'Ribeirao das Ne'],
      ['  ', '北京', 'IGREJA', 'BRASIL'],
    ] as const) {
      const code = pix({ merchantName: name, merchantCity: city });
      expect(code).toMatch(/^[\x20-\x7E]+$/);
      expect(checkPixBrCode(code)).toMatchObject({ valid: true, merchantName: expectedName, merchantCity: expectedCity });
    }
  });

  it('write amounts with two decimals and a dot, from one cent to the largest the field holds', () => {
    for (const cents of [1, 100, 12_399, 999_999_999_999]) {
      expect(checkPixBrCode(pix({ amountCents: cents }))).toMatchObject({ valid: true, amountCents: cents });
    }
    expect(pix({ amountCents: 1 })).toContain('54040.01');
    expect(pix({ amountCents: 999_999_999_999 })).toContain('54139999999999.99');
  });

  it('keep only letters and digits of the transaction id, at most 25, and "***" when none is left', () => {
    expect(checkPixBrCode(pix({ txid: 'ABC-123 xyz' })).txid).toBe('ABC123xyz');
    expect(checkPixBrCode(pix({ txid: '' })).txid).toBe('***');
    expect(checkPixBrCode(pix({ txid: '-- çã --' })).txid).toBe('***');
    expect(checkPixBrCode(pix({ txid: 'A'.repeat(30) })).txid).toBe('A'.repeat(25));
  });

  it('are refused by the checker when any single character changes', () => {
    const code = pix();
    const changes = singleChanges(code, '0123456789.A*z');
    expect(changes.filter((changed) => checkPixBrCode(changed).valid)).toEqual([]);
  });

  it('refuse an amount that is not 1 to 999999999999 cents, and a key that is empty, not ASCII or too long', () => {
    for (const amountCents of [0, -100, 1.5, Number.NaN, 1_000_000_000_000]) expect(() => pix({ amountCents })).toThrow(RangeError);
    for (const key of ['', '   ', 'chave@igreja.com.br\u00e7', 'k'.repeat(78)]) expect(() => pix({ key })).toThrow(RangeError);
    expect(checkPixBrCode(pix({ key: 'k'.repeat(77) })).valid).toBe(true);
  });
});

describe('bank-slip digitable lines', () => {
  const slip = (amountCents: number, due: string, freeField = '0000002123456789012345678') =>
    boletoDigitableLine({ bankCode: '001', amountCents, dueDate: new Date(`${due}T00:00:00Z`), freeField });
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it('match a slip worked out by hand', () => {
    // Bank 237, R$ 123,45 due 2026-11-26, free field 12345 6789012345 9876543210.
    // Factor: 2025-02-22 is 1000; 2026-11-26 is 365 + 277 days later, so 1642.
    // Field 1 "237912345": products from the right ×2,×1… with their digits summed: 4+3+5+9+2+2+6+4+1 = 36 → DV 4.
    // Field 2 "6789012345": 6+5+8+9+0+2+2+6+4+1 = 43 → DV 7.
    // Field 3 "9876543210": 9+7+7+3+5+8+3+4+1+0 = 47 → DV 3.
    // General DV over "2379" + "1642" + "0000012345" + free field, weights from the left
    //   4329876543298765432987654329876543298765432 (2…9 repeating from the right):
    //   8+9+14+81+8+42+24+10+0+0+0+0+0+7+12+15+16+15+2+18+24+28+30+30+28+24+18+0+8+14+18+20+20+27+16+63+48+35+24+15+8+3+0 = 782;
    //   782 % 11 = 1, 11 - 1 = 10, which becomes 1.
    const { barcode, line } = boletoDigitableLine({
      bankCode: '237',
      amountCents: 12_345,
      dueDate: day('2026-11-26'),
      freeField: '1234567890123459876543210',
    });
    expect(barcode).toBe(['2379', '1', '1642', '0000012345', '1234567890123459876543210'].join(''));
    expect(line).toBe(['237912345', '4', '6789012345', '7', '9876543210', '3', '1', '1642', '0000012345'].join(''));
    expect(formatDigitableLine(line)).toBe('23791.23454 67890.123457 98765.432103 1 16420000012345');
    expect(checkDigitableLine(line, day('2026-11-20'))).toEqual({ valid: true, barcode, amountCents: 12_345, dueDate: '2026-11-26' });
  });

  it('round-trip amounts and due dates on both sides of the factor restart of 2025-02-22', () => {
    for (const [cents, due, factor] of [
      [1, '2000-07-03', '1000'],
      [12_000, '2024-12-31', '9947'],
      [9_999_999_999, '2025-02-21', '9999'],
      [1, '2025-02-22', '1000'],
      [12_000, '2026-11-26', '1642'],
      [54_321, '2049-10-13', '9999'],
    ] as const) {
      const { line, barcode } = slip(cents, due);
      expect(line).toMatch(/^\d{47}$/);
      expect(barcode).toMatch(/^\d{44}$/);
      expect(line.slice(33, 37)).toBe(factor);
      const issued = new Date(day(due).getTime() - 10 * 86_400_000);
      expect(checkDigitableLine(line, issued)).toEqual({ valid: true, barcode, amountCents: cents, dueDate: due });
    }
  });

  it('are refused by the checker when any single digit changes', () => {
    // With a general digit of 1 (modulo-11 results 0, 10 and 11 share it), some changes to the factor
    // or amount keep it; any other general digit catches every single change.
    const { line } = slip(12_000, '2026-11-26');
    expect(line[32]).not.toBe('1');
    const changes = singleChanges(line, '0123456789');
    expect(changes).toHaveLength(47 * 9);
    expect(changes.filter((changed) => checkDigitableLine(changed).valid)).toEqual([]);
  });

  it('refuse malformed input', () => {
    const valid = { bankCode: '001', amountCents: 100, dueDate: day('2026-11-26'), freeField: '0'.repeat(25) };
    for (const bad of [
      { bankCode: '1' },
      { bankCode: '01a' },
      { freeField: '123' },
      { freeField: '0'.repeat(26) },
      { freeField: `${'0'.repeat(24)}x` },
      { amountCents: 0 },
      { amountCents: 1.5 },
      { amountCents: 10_000_000_000 },
      { dueDate: new Date('not a date') },
      { dueDate: day('2000-07-02') },
      { dueDate: day('2049-10-14') },
    ]) {
      expect(() => boletoDigitableLine({ ...valid, ...bad }), JSON.stringify(bad)).toThrow(RangeError);
    }
    expect(() => formatDigitableLine('1'.repeat(46))).toThrow(RangeError);
  });
});
