import { describe, expect, it } from 'vitest';
import { churchSecretContext, keyringFrom, newKeyringEntry, open, seal, SecretsKeyMissingError, SecretUnreadableError } from '@church/api-platform/secrets/church-secrets';

const secretContext = (igrejaId: number, provider: string) => churchSecretContext('payment-gateway', igrejaId, provider);

const KEY_A = `a:${'11'.repeat(32)}`;
const KEY_B = `b:${'22'.repeat(32)}`;
const SECRET = 'sk_live_51TopSecretValue0000000000';

describe("sealing a church's secrets: gateway and wallet keys (AES-256-GCM)", () => {
  it('binds a value to its purpose, church and provider with the contexts rows were sealed under', () => {
    // Stored rows were sealed under these exact texts: changing them would make every stored secret unreadable.
    expect(churchSecretContext('payment-gateway', 7, 'stripe')).toBe('church-web/payment-gateway/v1;igreja=7;provedor=stripe');
    expect(churchSecretContext('wallet', 7, 'apple')).toBe('church-web/wallet/v1;igreja=7;provedor=apple');
    const keyring = keyringFrom({ PAYMENT_SECRETS_KEYS: KEY_A });
    const walletKey = seal(keyring, SECRET, churchSecretContext('wallet', 7, 'google'));
    expect(open(keyring, walletKey, churchSecretContext('wallet', 7, 'google'))).toBe(SECRET);
    expect(() => open(keyring, walletKey, churchSecretContext('payment-gateway', 7, 'google'))).toThrow(SecretUnreadableError);
  });

  it('opens what it sealed, never shows the secret in what it stores, and uses a new nonce each time', () => {
    const keyring = keyringFrom({ PAYMENT_SECRETS_KEYS: KEY_A });
    const context = secretContext(1, 'stripe');
    const first = seal(keyring, SECRET, context);
    const second = seal(keyring, SECRET, context);
    expect(first.keyId).toBe('a');
    expect(first.sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first.sealed).not.toContain(SECRET);
    expect(Buffer.from(first.sealed.slice(3), 'base64url').toString('latin1')).not.toContain('TopSecret');
    expect(second.sealed).not.toBe(first.sealed);
    expect(open(keyring, first, context)).toBe(SECRET);
    expect(open(keyring, second, context)).toBe(SECRET);
  });

  it("refuses a secret moved to another church's row or provider, or altered by one bit", () => {
    const keyring = keyringFrom({ PAYMENT_SECRETS_KEYS: KEY_A });
    const sealed = seal(keyring, SECRET, secretContext(1, 'stripe'));
    expect(() => open(keyring, sealed, secretContext(2, 'stripe'))).toThrow(SecretUnreadableError);
    expect(() => open(keyring, sealed, secretContext(1, 'mercadopago'))).toThrow(SecretUnreadableError);
    const bytes = Buffer.from(sealed.sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => open(keyring, { ...sealed, sealed: `v1.${bytes.toString('base64url')}` }, secretContext(1, 'stripe'))).toThrow(SecretUnreadableError);
    expect(() => open(keyring, { ...sealed, sealed: 'v1.AAAA' }, secretContext(1, 'stripe'))).toThrow(SecretUnreadableError);
    expect(() => open(keyring, { ...sealed, sealed: `v2.${sealed.sealed.slice(3)}` }, secretContext(1, 'stripe'))).toThrow(SecretUnreadableError);
  });

  it('rotates: the first key seals, every key opens what it sealed; a key taken out can no longer open', () => {
    const old = keyringFrom({ PAYMENT_SECRETS_KEYS: KEY_A });
    const sealedUnderA = seal(old, SECRET, secretContext(3, 'stripe'));
    const rotated = keyringFrom({ PAYMENT_SECRETS_KEYS: `${KEY_B},${KEY_A}` });
    expect(open(rotated, sealedUnderA, secretContext(3, 'stripe'))).toBe(SECRET);
    const resealed = seal(rotated, SECRET, secretContext(3, 'stripe'));
    expect(resealed.keyId).toBe('b');
    const onlyB = keyringFrom({ PAYMENT_SECRETS_KEYS: KEY_B });
    expect(open(onlyB, resealed, secretContext(3, 'stripe'))).toBe(SECRET);
    expect(() => open(onlyB, sealedUnderA, secretContext(3, 'stripe'))).toThrow(/The key 'a' that sealed this secret is not in PAYMENT_SECRETS_KEYS/);
    // A key of the same id but other bytes does not open it either.
    expect(() => open(keyringFrom({ PAYMENT_SECRETS_KEYS: `a:${'33'.repeat(32)}` }), sealedUnderA, secretContext(3, 'stripe'))).toThrow(SecretUnreadableError);
  });

  it('without a keyring, refuses to seal or open, saying what to set', () => {
    expect(keyringFrom({})).toBeNull();
    expect(() => seal(null, SECRET, secretContext(1, 'stripe'))).toThrow(SecretsKeyMissingError);
    expect(() => seal(null, SECRET, secretContext(1, 'stripe'))).toThrow(/PAYMENT_SECRETS_KEYS is not set/);
    expect(() => open(null, { keyId: 'a', sealed: 'v1.x' }, secretContext(1, 'stripe'))).toThrow(SecretsKeyMissingError);
  });

  it('makes new keys that the keyring takes', () => {
    const entry = newKeyringEntry('k2027');
    expect(entry).toMatch(/^k2027:[0-9a-f]{64}$/);
    expect(keyringFrom({ PAYMENT_SECRETS_KEYS: entry })?.currentId).toBe('k2027');
    expect(newKeyringEntry('k2027')).not.toBe(entry);
  });
});
