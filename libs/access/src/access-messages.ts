import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ApiError, retryAfterSeconds } from '@church/data-access';
import { CAPTCHA_REFUSED, captchaMessage, fieldErrorsFromProblem, fieldMessages } from '@church/forms';

/** §8 messages of the access screen, by the server's problem codes. */
export const accessMessages = {
  invalidCredentials: () => i18n._(msg`Invalid username or password.`),
  activationNotSent: () => i18n._(msg`We could not send the activation e-mail. Please try again.`),
  tooManyAttempts: () => i18n._(msg`Too many attempts. Wait a few minutes and try again.`),
  tryAgainIn: (minutes: number) =>
    plural(minutes, {
      one: 'Too many attempts. Try again in # minute.',
      other: 'Too many attempts. Try again in # minutes.',
    }),
  generic: () => i18n._(msg`Something went wrong. Please try again.`),
  invalidLink: () => i18n._(msg`This link is invalid or has expired. Ask for a new one.`),
};

/**
 * Issue 8: a rate-limited call (429, RATE_LIMITED) says when to try again, in whole minutes rounded up
 * from its Retry-After; without one, to wait a few minutes.
 */
export function rateLimitedMessage(seconds: number | null): string {
  if (seconds === null) return accessMessages.tooManyAttempts();
  return accessMessages.tryAgainIn(Math.max(1, Math.ceil(seconds / 60)));
}

/** The message for a failed call, preferring what the problem's code says. */
export function messageFor(error: unknown, fallback: () => string = accessMessages.generic): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return rateLimitedMessage(retryAfterSeconds(error.retryAfter));
    if (error.problem?.code === 'AUTH_INVALID_CREDENTIALS') return accessMessages.invalidCredentials();
    if (error.problem?.code === CAPTCHA_REFUSED) return captchaMessage();
  }
  return fallback();
}

/** Server field errors as the form shows them: our own §5 messages where we have one. */
export function registrationFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  if (error.problem?.code === 'USR_CPF_IN_USE') return { cpf: fieldMessages.cpfInUse() };
  // The captcha is not a field of the form: its refusal is the form's message (messageFor).
  if (error.problem?.code === CAPTCHA_REFUSED) return null;
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
