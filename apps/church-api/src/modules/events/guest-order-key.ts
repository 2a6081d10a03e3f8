import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A visitor's order's access key: derived from the purchase attempt (its Idempotency-Key, the
 * visitor's secret) with a key of the server's, so that the visitor's retry gets it again while only
 * its hash is kept. Whoever does not hold the attempt's key cannot make it.
 */
export async function guestAccessKey(keys: { derivedKey(purpose: string): Promise<Buffer> }, attemptId: string): Promise<string> {
  return createHmac('sha256', await keys.derivedKey('guest-order-access-key')).update(attemptId).digest('base64url').slice(0, 32);
}

export function accessKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether `key` is the one whose hash was kept, compared in constant time. */
export function isAccessKeyOf(storedHash: string, key: string): boolean {
  const given = Buffer.from(accessKeyHash(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
