import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError } from '../config';

/** AES-256-GCM: a 32-byte key, a 96-bit nonce (random for every sealing), a 128-bit tag. */
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed text's format: `v1.` and base64url(nonce ‖ tag ‖ ciphertext). */
const FORMAT = 'v1';
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The sealing of the secrets a church entrusts to us (its payment gateways' keys, its wallet signing
 * keys): AES-256-GCM under keys kept outside the database, each sealed value bound to the church and
 * purpose of its row. See docs/security.md.
 *
 * The keys (PAYMENT_SECRETS_KEYS=`id:key,id:key`, named for their first use): the first
 * seals what is written, every one opens what was sealed with it (so a key can be rotated: put the new
 * one first, re-encrypt, then drop the old one).
 */
export interface SecretKeyring {
  /** The id of the key new secrets are sealed with. */
  readonly currentId: string;
  /** Every key by its id. */
  readonly keys: ReadonlyMap<string, Buffer>;
}

/** A secret as it is stored: the id of the key that sealed it beside the sealed text. */
export interface SealedSecret {
  keyId: string;
  sealed: string;
}

/** A church's secrets cannot be written or read: no PAYMENT_SECRETS_KEYS is configured. */
export class SecretsKeyMissingError extends Error {
  constructor() {
    super(
      "PAYMENT_SECRETS_KEYS is not set: a church's gateway and wallet keys are stored only encrypted, under a key from the environment. " +
        'Set PAYMENT_SECRETS_KEYS=<id>:<32 bytes as 64 hex digits or base64> (npm run church:gateway -- --new-key makes one).',
    );
    this.name = 'SecretsKeyMissingError';
  }
}

/** A sealed secret that cannot be opened: its key is not configured, or it was altered or moved from another church's row. */
export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SecretUnreadableError';
  }
}

/** A key as configured: 64 hex digits, or base64/base64url of 32 bytes. */
function keyBytes(text: string, id: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  if (!bytes || bytes.length !== KEY_BYTES) {
    throw new ConfigError(`PAYMENT_SECRETS_KEYS: the key '${id}' must be 32 bytes, written as 64 hex digits or in base64 (it is not shown here).`);
  }
  return bytes;
}

/**
 * The keyring PAYMENT_SECRETS_KEYS describes (`k2026:<key>,k2025:<key>`, the first sealing), or null
 * when it is not set: the app still starts, and configuring a church's gateway or wallet is refused. A malformed
 * value is a ConfigError that never repeats a key.
 */
export function keyringFrom(env: NodeJS.ProcessEnv): SecretKeyring | null {
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

/** A new random key as PAYMENT_SECRETS_KEYS takes it (`<id>:<64 hex digits>`). */
export function newKeyringEntry(id: string): string {
  if (!KEY_ID.test(id)) throw new Error(`A key id is 1–32 letters, digits, _ or -, not '${id}'.`);
  return `${id}:${randomBytes(KEY_BYTES).toString('hex')}`;
}

/**
 * What a sealed secret is bound to: its purpose (`payment-gateway`, `wallet`), the church and the
 * provider of its row. Authenticated with it (GCM's additional data), a secret copied to another
 * church's row, another provider's or another purpose's, fails to open.
 */
export function churchSecretContext(purpose: string, igrejaId: number, provider: string): string {
  return `church-web/${purpose}/v1;igreja=${igrejaId};provedor=${provider}`;
}

/** Seals `plaintext` under the keyring's current key with a fresh nonce, bound to `context`. */
export function seal(keyring: SecretKeyring | null, plaintext: string, context: string): SealedSecret {
  if (!keyring) throw new SecretsKeyMissingError();
  const key = keyring.keys.get(keyring.currentId);
  if (!key) throw new SecretsKeyMissingError();
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]).toString('base64url');
  return { keyId: keyring.currentId, sealed: `${FORMAT}.${sealed}` };
}

/** Opens a sealed secret with the key of its id, checking it was sealed for `context`; throws SecretUnreadableError otherwise. */
export function open(keyring: SecretKeyring | null, secret: SealedSecret, context: string): string {
  if (!keyring) throw new SecretsKeyMissingError();
  const key = keyring.keys.get(secret.keyId);
  if (!key) throw new SecretUnreadableError(`The key '${secret.keyId}' that sealed this secret is not in PAYMENT_SECRETS_KEYS.`);
  const [format, body = ''] = secret.sealed.split('.', 2);
  const bytes = Buffer.from(body, 'base64url');
  if (format !== FORMAT || bytes.length < NONCE_BYTES + TAG_BYTES) throw new SecretUnreadableError('The sealed secret is not in a format this server reads.');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError('The sealed secret does not open: it was altered, or sealed for another church or provider.');
  }
}
