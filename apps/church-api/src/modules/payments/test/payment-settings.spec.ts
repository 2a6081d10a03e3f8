import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../platform/config';
import { paymentSettingsFrom } from '../payment-settings';

describe('payment settings', () => {
  it('leaves Stripe off without its key, and needs its webhook secret and a plain origin with it', () => {
    expect(paymentSettingsFrom({}).stripe).toBeUndefined();
    expect(paymentSettingsFrom({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => paymentSettingsFrom({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => paymentSettingsFrom({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'ftp://x/y' })).toThrow(ConfigError);
  });
});
