import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatBrazilianMobile, formatCep, isBrazilianMobile, isValidCep } from './brazil';
import { formatCpf, isValidCpf } from './cpf';
import { formatLocalDate, isValidBirthdate, parseLocalDate } from './dates';
import { meetsPasswordPolicy } from './password';

describe('CPF (§5)', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('refuses wrong check digits, wrong lengths and all-equal digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
  it('formats as it is typed', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
  });
});

describe('CEP (§5)', () => {
  it('is 8 digits once the hyphen is removed', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('0131010')).toBe(false);
    expect(isValidCep('01310-10a')).toBe(false);
    expect(formatCep('01310100')).toBe('01310-100');
  });
});

describe('brPhone (§5)', () => {
  it('accepts +55, an area code and a 9XXXX-YYYY mobile number', () => {
    expect(isBrazilianMobile('+55 (11) 91234-5678')).toBe(true);
    expect(isBrazilianMobile('11912345678')).toBe(true);
    expect(isBrazilianMobile('5511912345678')).toBe(true);
  });
  it('refuses landlines and short numbers', () => {
    expect(isBrazilianMobile('+55 (11) 3333-0101')).toBe(false);
    expect(isBrazilianMobile('+55 (11) 81234-5678')).toBe(false);
    expect(isBrazilianMobile('912345678')).toBe(false);
    expect(formatBrazilianMobile('11912345678')).toBe('+55 (11) 91234-5678');
  });
});

describe('password (§5)', () => {
  it('needs 8 characters with upper, lower, number and a special character', () => {
    expect(meetsPasswordPolicy('Demo@2026')).toBe(true);
    expect(meetsPasswordPolicy('Abcdef1/')).toBe(true);
    expect(meetsPasswordPolicy('Demo2026')).toBe(false);
    expect(meetsPasswordPolicy('demo@2026')).toBe(false);
    expect(meetsPasswordPolicy('DEMO@2026')).toBe(false);
    expect(meetsPasswordPolicy('Demo@abc')).toBe(false);
    expect(meetsPasswordPolicy('De@2026')).toBe(false);
  });
});

describe('dates in the locale’s format', () => {
  const today = DateTime.fromISO('2026-11-21');
  it('parses day-first in Portuguese and Spanish, month-first in English', () => {
    expect(parseLocalDate('31/12/1990', 'pt-BR')).toBe('1990-12-31');
    expect(parseLocalDate('12/31/1990', 'en')).toBe('1990-12-31');
    expect(parseLocalDate('31/12/1990', 'en')).toBeNull();
    expect(formatLocalDate('1990-12-31', 'es')).toBe('31/12/1990');
  });
  it('refuses a birthdate that is not a real date or not before today', () => {
    expect(isValidBirthdate('30/02/1990', 'pt-BR', today)).toBe(false);
    expect(isValidBirthdate('21/11/2026', 'pt-BR', today)).toBe(false);
    expect(isValidBirthdate('20/11/2026', 'pt-BR', today)).toBe(true);
    expect(isValidBirthdate('1990-12-31', 'pt-BR', today)).toBe(false);
  });
});
