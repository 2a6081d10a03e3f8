import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** The key that seals a spent refresh token's successor: derived from the spent token, which only its holder has. */
function keyOf(spentToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', spentToken, 'church-api', 'refresh-successor', 32));
}

/** The pair a refresh issued, sealed (AES-256-GCM) so that only the holder of the spent token can open it. */
export function sealSuccessor(spentToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(spentToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The pair sealed by sealSuccessor, or null when the token is not the one it was sealed with. */
export function openSuccessor(spentToken: string, sealed: string): TokenPair | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(spentToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as TokenPair;
  } catch {
    return null;
  }
}
