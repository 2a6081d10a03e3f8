import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../platform/config';
import { paymentSettingsFrom } from '../payment-settings';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_CHURCH: 'grace' };

describe('payment settings', () => {
  it('leaves Stripe off without its key, and needs its webhook secret, publishable key, church and a plain origin with it', () => {
    expect(paymentSettingsFrom({}).stripe).toBeUndefined();
    expect(paymentSettingsFrom({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      publishableKey: 'pk_test_1',
      churchCode: 'grace',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => paymentSettingsFrom({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => paymentSettingsFrom({ ...STRIPE, STRIPE_API_URL: 'ftp://x/y' })).toThrow(ConfigError);
    expect(() => paymentSettingsFrom({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_1' })).toThrow(/test-mode/);
  });

  it('gives the environment\'s Stripe keys to one named church only: without STRIPE_CHURCH the start is refused', () => {
    const { STRIPE_CHURCH: _named, ...unnamed } = STRIPE;
    expect(() => paymentSettingsFrom(unnamed)).toThrow(/STRIPE_CHURCH must name the one church/);
    expect(() => paymentSettingsFrom({ ...STRIPE, STRIPE_CHURCH: 'Grace Church' })).toThrow(ConfigError);
  });

  it('starts without PAYMENT_SECRETS_KEYS (no keyring), and refuses a malformed one without repeating a key', () => {
    expect(paymentSettingsFrom({}).secretsKeyring).toBeNull();
    const key = 'ab'.repeat(32);
    const keyring = paymentSettingsFrom({ PAYMENT_SECRETS_KEYS: `k2:${key},k1:${Buffer.alloc(32, 7).toString('base64')}` }).secretsKeyring;
    expect(keyring?.currentId).toBe('k2');
    expect([...(keyring?.keys.keys() ?? [])]).toEqual(['k2', 'k1']);
    for (const bad of [key, `k1:${key.slice(2)}`, `k1:${key},k1:${key}`, `bad id:${key}`, `k1:${'zz'.repeat(32)}`]) {
      let message = '';
      try {
        paymentSettingsFrom({ PAYMENT_SECRETS_KEYS: bad });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/PAYMENT_SECRETS_KEYS/);
      expect(message).not.toContain(key.slice(0, 16));
      expect(message).not.toContain('zz'.repeat(8));
    }
  });

  it('serves the sandbox\'s controls at churches with a real provider only outside production', () => {
    expect(paymentSettingsFrom({}).sandboxControlsAtProviderChurches).toBe(true);
    expect(paymentSettingsFrom({ NODE_ENV: 'production' }).sandboxControlsAtProviderChurches).toBe(false);
    expect(paymentSettingsFrom({ NODE_ENV: 'production' }).sandboxControls).toBe(true);
    expect(paymentSettingsFrom({ ...STRIPE, NODE_ENV: 'production' }).sandboxControls).toBe(false);
  });
});
