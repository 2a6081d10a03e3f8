import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { rules } from './field-rules';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const errorOf = async (schema: yup.AnySchema, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: yup.ValidationError) => error.message,
  );

describe('rules', () => {
  it('gives the §5 messages', async () => {
    expect(await errorOf(rules.required(), '  ')).toBe('This field is required.');
    expect(await errorOf(rules.cpf(), '111.111.111-11')).toBe('Invalid CPF.');
    expect(await errorOf(rules.cep(), '123')).toBe('Invalid CEP.');
    expect(await errorOf(rules.password(), 'weakpass')).toMatch(/^The password needs at least 8 characters/);
    expect(await errorOf(rules.birthdate('pt-BR'), '31/02/1990')).toBe('Invalid date of birth.');
    expect(await errorOf(rules.email(), 'not-an-email')).toBe('Enter a valid e-mail address.');
    expect(await errorOf(rules.cpf(), '529.982.247-25')).toBeNull();
  });

  it('compares a confirmation with its field', async () => {
    const schema = yup.object({ senha: rules.password(), confirmarSenha: rules.confirmed('senha') });
    expect(await errorOf(schema, { senha: 'Demo@2026', confirmarSenha: 'Demo@2027' })).toBe('The passwords must match.');
    expect(await errorOf(schema, { senha: 'Demo@2026', confirmarSenha: 'Demo@2026' })).toBeNull();
  });

  it('has the registered rules min, max, regex and alpha_spaces, each with its message', async () => {
    expect(await errorOf(rules.min(3), ' ab ')).toBe('Use at least 3 characters.');
    expect(await errorOf(rules.min(3), 'abc')).toBeNull();
    expect(await errorOf(rules.max(3), 'abcd')).toBe('Use at most 3 characters.');
    expect(await errorOf(rules.regex(/^\d{5}$/), '1234a')).toBe('The format is not valid.');
    expect(await errorOf(rules.regex(/^\d{5}$/), '12345')).toBeNull();
    expect(await errorOf(rules.regex(/^\d{5}$/), '')).toBeNull();
    expect(await errorOf(rules.alphaSpaces(), 'João da Conceição')).toBeNull();
    expect(await errorOf(rules.alphaSpaces(), 'Núñez Çelik')).toBeNull();
    expect(await errorOf(rules.alphaSpaces(), 'R2-D2')).toBe('Use only letters and spaces.');
  });
});
