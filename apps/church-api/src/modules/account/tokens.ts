import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for a link or a refresh token (256 bits, URL-safe). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an opaque token: its SHA-256, hex. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
