import { ProblemError } from '@church/api-platform/http/problem';
import { VISITOR_KEY_MIN_LENGTH } from './idempotency';

/** A visitor's Idempotency-Key: their attempt's only secret, so it must be long enough not to be guessed (400 otherwise). */
export function visitorKey(header: string | string[] | undefined): string | undefined {
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && key.length < VISITOR_KEY_MIN_LENGTH) {
    throw new ProblemError(400, 'Bad Request', `A purchase or gift without an account needs an Idempotency-Key of at least ${VISITOR_KEY_MIN_LENGTH} characters.`, {
      errors: [{ field: 'header.idempotency-key', message: `At least ${VISITOR_KEY_MIN_LENGTH} characters.` }],
    });
  }
  return key;
}
