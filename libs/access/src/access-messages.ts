import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@church/data-access';
import { fieldErrorsFromProblem, fieldMessages } from '@church/forms';

/** §8 messages of the access screen, by the server's problem codes. */
export const accessMessages = {
  invalidCredentials: () => i18n._(msg`Invalid username or password.`),
  emailNotFound: () => i18n._(msg`E-mail not found.`),
  activationNotSent: () => i18n._(msg`We could not send the activation e-mail. Please try again.`),
  tooManyAttempts: () => i18n._(msg`Too many attempts. Wait a few minutes and try again.`),
  generic: () => i18n._(msg`Something went wrong. Please try again.`),
  invalidLink: () => i18n._(msg`This link is invalid or has expired. Ask for a new one.`),
};

/** The message for a failed call, preferring what the problem's code says. */
export function messageFor(error: unknown, fallback: () => string = accessMessages.generic): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return accessMessages.tooManyAttempts();
    if (error.problem?.code === 'AUTH_INVALID_CREDENTIALS') return accessMessages.invalidCredentials();
  }
  return fallback();
}

/** Server field errors as the form shows them: our own §5 messages where we have one. */
export function registrationFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  if (error.problem?.code === 'USR_CPF_IN_USE') return { cpf: fieldMessages.cpfInUse() };
  const fromServer = fieldErrorsFromProblem(error.problem);
  if (!Object.keys(fromServer).length) return null;
  const ours: Record<string, () => string> = {
    cpf: fieldMessages.cpf,
    cep: fieldMessages.cep,
    telefone: fieldMessages.phone,
    senha: fieldMessages.password,
    dataNascimento: fieldMessages.birthdate,
  };
  return Object.fromEntries(Object.entries(fromServer).map(([field, message]) => [field, ours[field]?.() ?? message]));
}
