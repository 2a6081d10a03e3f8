import { describe, expect, it } from 'vitest';
import { boletoDigitableLine, formatDigitableLine } from '../../../src/modules/payments/sandbox/boleto-line';
import { crc16Ccitt, pixBrCode } from '../../../src/modules/payments/sandbox/pix-br-code';
import { checkDigitableLine, checkPixBrCode, crcOf } from './payment-code-checkers';

describe('Pix BR Codes', () => {
  it('compute CRC16-CCITT-FALSE as the standard check value says (123456789 → 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crcOf('123456789')).toBe('29B1');
  });

  it('follow the EMV rules with a valid CRC, for names and cities with accents and long ones', () => {
    for (const [name, city, cents] of [
      ['Igreja Esperança', 'São Paulo', 12_399],
      ['Igreja Evangélica Congregacional de Nova Esperança', 'Ribeirão das Neves de Minas', 1],
      ['Grace', 'Boston', 999_999_99],
    ] as const) {
      const code = pixBrCode({ key: 'igreja2@pix.sandbox.example', merchantName: name, merchantCity: city, amountCents: cents, txid: 'ABC-123 xyz' });
      expect(checkPixBrCode(code)).toEqual({ valid: true, amountCents: cents, txid: 'ABC123xyz' });
      expect(code).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it('are refused by the checker when a character changes', () => {
    const code = pixBrCode({ key: 'k@pix.example', merchantName: 'Igreja', merchantCity: 'Recife', amountCents: 5000, txid: 'T1' });
    const tampered = code.replace('50.00', '60.00');
    expect(checkPixBrCode(tampered).valid).toBe(false);
  });

  it('refuse an amount that is not a positive number of cents', () => {
    expect(() => pixBrCode({ key: 'k', merchantName: 'a', merchantCity: 'b', amountCents: 0, txid: 'x' })).toThrow(RangeError);
    expect(() => pixBrCode({ key: 'k', merchantName: 'a', merchantCity: 'b', amountCents: 1.5, txid: 'x' })).toThrow(RangeError);
  });
});

describe('bank-slip digitable lines', () => {
  const slip = (amountCents: number, due: string, freeField = '0000002123456789012345678') =>
    boletoDigitableLine({ bankCode: '001', amountCents, dueDate: new Date(`${due}T00:00:00Z`), freeField });

  it('carry valid check digits, the amount and the due date', () => {
    for (const [cents, due] of [
      [12_000, '2026-11-26'],
      [1, '2025-02-22'],
      [9_999_999_999, '2030-01-31'],
    ] as const) {
      const { line, barcode } = slip(cents, due);
      expect(line).toMatch(/^\d{47}$/);
      expect(barcode).toMatch(/^\d{44}$/);
      expect(checkDigitableLine(line)).toEqual({ valid: true, amountCents: cents, dueDate: due });
    }
  });

  it('are refused by the checker when any single digit changes', () => {
    const { line } = slip(12_000, '2026-11-26');
    for (let index = 0; index < line.length; index += 1) {
      const changed = `${line.slice(0, index)}${(Number(line[index]) + 1) % 10}${line.slice(index + 1)}`;
      expect(checkDigitableLine(changed).valid, `digit ${index}`).toBe(false);
    }
  });

  it('print in the usual groups and refuse malformed input', () => {
    expect(formatDigitableLine(slip(12_000, '2026-11-26').line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(() => slip(0, '2026-11-26')).toThrow(RangeError);
    expect(() => slip(100, '2026-11-26', '123')).toThrow(RangeError);
    expect(() => boletoDigitableLine({ bankCode: '1', amountCents: 100, dueDate: new Date(), freeField: '0'.repeat(25) })).toThrow(RangeError);
  });
});
