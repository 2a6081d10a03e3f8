import * as yup from 'yup';
import { cepDigits, isBrazilianMobile, isValidCep } from './brazil';
import { isValidCpf } from './cpf';
import { isValidBirthdate, parseLocalDate } from './dates';
import { fieldMessages } from './messages';
import { meetsPasswordPolicy } from './password';

/** The registered rules of §5 as Yup schemas; each message is translated when validation runs. */
export const rules = {
  required: () => yup.string().trim().required(fieldMessages.required),
  email: () => yup.string().trim().required(fieldMessages.required).email(fieldMessages.email).max(254, () => fieldMessages.max(254)),
  cpf: () => yup.string().required(fieldMessages.required).test('cpf', fieldMessages.cpf, (value) => !value || isValidCpf(value)),
  cep: () => yup.string().required(fieldMessages.required).test('cep', fieldMessages.cep, (value) => !value || isValidCep(value)),
  optionalCep: () => yup.string().test('cep', fieldMessages.cep, (value) => !value || isValidCep(cepDigits(value))),
  brPhone: () =>
    yup.string().required(fieldMessages.required).test('brPhone', fieldMessages.phone, (value) => !value || isBrazilianMobile(value)),
  password: () =>
    yup.string().required(fieldMessages.required).test('password', fieldMessages.password, (value) => !value || meetsPasswordPolicy(value)),
  confirmed: (field: string) =>
    yup
      .string()
      .required(fieldMessages.required)
      .oneOf([yup.ref(field)], fieldMessages.passwordsMatch),
  birthdate: (locale: string) =>
    yup
      .string()
      .required(fieldMessages.required)
      .test('birthdate', fieldMessages.birthdate, (value) => !value || isValidBirthdate(value, locale)),
  optionalDate: (locale: string) =>
    yup.string().test('date', fieldMessages.date, (value) => !value || parseLocalDate(value, locale) !== null),
  max: (max: number) => yup.string().max(max, () => fieldMessages.max(max)),
  min: (min: number) => yup.string().trim().min(min, () => fieldMessages.min(min)),
  /** A value of the given shape (checked only when one is typed; `required` says when none is). */
  regex: (pattern: RegExp) => yup.string().test('regex', fieldMessages.regex, (value) => !value || pattern.test(value)),
  /** Letters of any language (accents, ç, ñ) and spaces only. */
  alphaSpaces: () => yup.string().test('alpha_spaces', fieldMessages.alphaSpaces, (value) => !value || ALPHA_SPACES.test(value)),
};

const ALPHA_SPACES = /^[\p{L}\p{M}\s]+$/u;
