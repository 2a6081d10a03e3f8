import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new access key for a visitor's order (shown to them once) and the hash kept with the order. */
export function newAccessKey(): { key: string; hash: string } {
  const key = randomBytes(24).toString('base64url');
  return { key, hash: accessKeyHash(key) };
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
