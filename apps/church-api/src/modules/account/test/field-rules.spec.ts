import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  isValidBirthdate,
  isValidCpf,
  normalizeBrazilianMobile,
  normalizeCep,
} from '../../../platform/field-rules';
import { mailLanguageOf } from '../../../platform/mail/templates';

describe('the field rules of §5', () => {
  it('CPF: checksum, punctuation accepted, all-equal digits refused', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('529.982.247-52')).toBe(false);
    expect(isValidCpf('123.456.789-00')).toBe(false);
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidCpf(String(digit).repeat(11))).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
  });

  it('phone: a Brazilian mobile with or without +55, normalised', () => {
    expect(normalizeBrazilianMobile('+55 (11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(normalizeBrazilianMobile('11987654321')).toBe('+55 (11) 98765-4321');
    expect(normalizeBrazilianMobile('5521998765432')).toBe('+55 (21) 99876-5432');
    expect(normalizeBrazilianMobile('(11) 3333-4444')).toBeNull();
    expect(normalizeBrazilianMobile('+55 (11) 88765-4321')).toBeNull();
    expect(normalizeBrazilianMobile('+55 (01) 98765-4321')).toBeNull();
    expect(normalizeBrazilianMobile('+1 617 555 0142')).toBeNull();
  });

  it('CEP: 8 digits after removing the hyphen', () => {
    expect(normalizeCep('01001-000')).toBe('01001-000');
    expect(normalizeCep('01001000')).toBe('01001-000');
    expect(normalizeCep('0100-1000')).toBeNull();
    expect(normalizeCep('1001-000')).toBeNull();
    expect(normalizeCep('01001-0000')).toBeNull();
  });

  it('password: 8+ characters with upper, lower, number and one of @$!%*?&#/.', () => {
    expect(isStrongPassword('Demo@2026')).toBe(true);
    expect(isStrongPassword('Abcdef1/')).toBe(true);
    expect(isStrongPassword('Abcdef1.')).toBe(true);
    expect(isStrongPassword('Abcde1@')).toBe(false);
    expect(isStrongPassword('abcdef1@')).toBe(false);
    expect(isStrongPassword('ABCDEF1@')).toBe(false);
    expect(isStrongPassword('Abcdefg@')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
  });

  it('birthdate: a real date before today', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isValidBirthdate('1990-05-17', now)).toBe(true);
    expect(isValidBirthdate('2026-11-20', now)).toBe(true);
    expect(isValidBirthdate('2026-11-21', now)).toBe(false);
    expect(isValidBirthdate('2027-01-01', now)).toBe(false);
    expect(isValidBirthdate('1990-02-30', now)).toBe(false);
    expect(isValidBirthdate('1899-12-31', now)).toBe(false);
  });

  it('e-mail language from the church’s idioma', () => {
    expect(mailLanguageOf('pt_BR')).toBe('pt');
    expect(mailLanguageOf('es')).toBe('es');
    expect(mailLanguageOf('en_US')).toBe('en');
    expect(mailLanguageOf('fr')).toBe('en');
  });
});
