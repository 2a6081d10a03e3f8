import { describe, expect, it } from 'vitest';
import { ApiError } from '@church/data-access';
import { messageFor, rateLimitedMessage } from './access-messages';

const rateLimited = (retryAfter: number | null) =>
  new ApiError(429, { type: 'about:blank', title: 'Too Many Requests', status: 429, code: 'RATE_LIMITED' }, retryAfter === null ? null : String(retryAfter));

describe('rate-limited calls (issue 8)', () => {
  it('say when to try again, in minutes rounded up', () => {
    expect(messageFor(rateLimited(900))).toBe('Too many attempts. Try again in 15 minutes.');
    expect(messageFor(rateLimited(61))).toBe('Too many attempts. Try again in 2 minutes.');
    expect(messageFor(rateLimited(60))).toBe('Too many attempts. Try again in 1 minute.');
    expect(messageFor(rateLimited(1))).toBe('Too many attempts. Try again in 1 minute.');
    expect(rateLimitedMessage(0)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('ask to wait a few minutes when the server gave no Retry-After', () => {
    expect(messageFor(rateLimited(null))).toBe('Too many attempts. Wait a few minutes and try again.');
  });

  it('win over the fallback a step passes for its other failures', () => {
    expect(messageFor(rateLimited(300), () => 'We could not send the activation e-mail.')).toBe('Too many attempts. Try again in 5 minutes.');
    expect(messageFor(new ApiError(500, null), () => 'fallback')).toBe('fallback');
  });
});
