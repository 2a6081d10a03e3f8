import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The §5 field messages, translated when validation runs (the forms catalog is loaded by then). */
export const fieldMessages = {
  required: () => i18n._(msg`This field is required.`),
  email: () => i18n._(msg`Enter a valid e-mail address.`),
  cpf: () => i18n._(msg`Invalid CPF.`),
  cpfInUse: () => i18n._(msg`This CPF is already in use.`),
  emailInUse: () => i18n._(msg`This e-mail is already registered.`),
  cep: () => i18n._(msg`Invalid CEP.`),
  phone: () => i18n._(msg`Check the phone number: +55, area code and a mobile number.`),
  password: () =>
    i18n._(
      msg`The password needs at least 8 characters, with an upper-case letter, a lower-case letter, a number and one of @$!%*?&#/.`,
    ),
  passwordsMatch: () => i18n._(msg`The passwords must match.`),
  birthdate: () => i18n._(msg`Invalid date of birth.`),
  date: () => i18n._(msg`Invalid date format.`),
  max: (max: number) => i18n._(msg`Use at most ${max} characters.`),
  min: (min: number) => i18n._(msg`Use at least ${min} characters.`),
  regex: () => i18n._(msg`The format is not valid.`),
  alphaSpaces: () => i18n._(msg`Use only letters and spaces.`),
  number: () => i18n._(msg`Enter a number.`),
};
