import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '@church/api-platform/config';

/**
 * The sealing of a church's wallet keys: the payment gateways' (payments/gateway-secrets.ts, see
 * docs/security.md) under the same keyring, PAYMENT_SECRETS_KEYS=`id:key,id:key` (the first seals, every
 * one opens), with the same format (`v1.` base64url(nonce ‖ tag ‖ ciphertext), AES-256-GCM, a random
 * nonce per sealing) and its own context. The member-card module may not import the payments module
 * (not in its dependsOn), so this is a copy; moving both to the platform would make it one.
 */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface WalletKeyring {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, Buffer>;
}

export interface SealedKey {
  keyId: string;
  sealed: string;
}

/** Wallet keys cannot be written or read: no PAYMENT_SECRETS_KEYS is configured. */
export class WalletKeyringMissingError extends Error {
  constructor() {
    super(
      "PAYMENT_SECRETS_KEYS is not set: a church's wallet keys are stored only encrypted, under a key from the environment. " +
        'Set PAYMENT_SECRETS_KEYS=<id>:<32 bytes as 64 hex digits or base64> (npm run church:gateway -- --new-key makes one).',
    );
    this.name = 'WalletKeyringMissingError';
  }
}

/** A sealed key that cannot be opened: its key is not configured, or it was altered or moved from another church's row. */
export class WalletKeyUnreadableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WalletKeyUnreadableError';
  }
}

function keyBytes(text: string, id: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  if (!bytes || bytes.length !== KEY_BYTES) {
    throw new ConfigError(`PAYMENT_SECRETS_KEYS: the key '${id}' must be 32 bytes, written as 64 hex digits or in base64 (it is not shown here).`);
  }
  return bytes;
}

/** The keyring PAYMENT_SECRETS_KEYS describes, or null when it is not set (the app still starts; configuring a wallet is refused). */
export function walletKeyringFrom(env: NodeJS.ProcessEnv): WalletKeyring | null {
  const text = env.PAYMENT_SECRETS_KEYS?.trim();
  if (!text) return null;
  const keys = new Map<string, Buffer>();
  for (const entry of text.split(',')) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon).trim() : '';
    if (!KEY_ID.test(id)) {
      throw new ConfigError('PAYMENT_SECRETS_KEYS must be a comma-separated list of <id>:<key>, each id 1–32 letters, digits, _ or - (the first key seals, all open).');
    }
    if (keys.has(id)) throw new ConfigError(`PAYMENT_SECRETS_KEYS names the key '${id}' twice.`);
    keys.set(id, keyBytes(entry.slice(colon + 1), id));
  }
  const [currentId] = keys.keys();
  return { currentId: currentId ?? '', keys };
}

/** What a sealed wallet key is bound to: a copy in another church's row, or the other provider's, does not open. */
export function walletKeyContext(igrejaId: number, provider: string): string {
  return `church-web/wallet/v1;igreja=${igrejaId};provedor=${provider}`;
}

export function sealWalletKey(keyring: WalletKeyring | null, plaintext: string, context: string): SealedKey {
  const key = keyring?.keys.get(keyring.currentId);
  if (!keyring || !key) throw new WalletKeyringMissingError();
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { keyId: keyring.currentId, sealed: `${FORMAT}.${Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url')}` };
}

export function openWalletKey(keyring: WalletKeyring | null, secret: SealedKey, context: string): string {
  if (!keyring) throw new WalletKeyringMissingError();
  const key = keyring.keys.get(secret.keyId);
  if (!key) throw new WalletKeyUnreadableError(`The key '${secret.keyId}' that sealed this wallet key is not in PAYMENT_SECRETS_KEYS.`);
  const [format, body = ''] = secret.sealed.split('.', 2);
  const bytes = Buffer.from(body, 'base64url');
  if (format !== FORMAT || bytes.length < NONCE_BYTES + TAG_BYTES) throw new WalletKeyUnreadableError('The sealed wallet key is not in a format this server reads.');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new WalletKeyUnreadableError('The sealed wallet key does not open: it was altered, or sealed for another church or provider.');
  }
}
