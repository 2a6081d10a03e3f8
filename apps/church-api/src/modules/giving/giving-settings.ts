import { type AppConfig, ConfigError } from '@church/api-platform/config';
import { type PaymentSettings, paymentSettingsFrom } from '@church/api-modules/payments';

const DAY_MS = 86_400_000;

/** Stripe's Pix lives at most 14 days (`expires_after_seconds`); the grace may not outlive it. */
const MAX_PIX_GRACE_DAYS = 14;

/** Giving's settings: the payment core's, and how long a recurring gift's Pix may be paid. */
export interface GivingSettings extends PaymentSettings {
  /**
   * How long each later period's Pix of a recurring Pix gift may be paid (RECURRING_PIX_GRACE_DAYS, default
   * 3, at most 14): the Pix expires then, and the gift pauses when it was not paid.
   */
  recurringPixGraceMs: number;
}

export function givingSettingsFrom(env: NodeJS.ProcessEnv, config?: Pick<AppConfig, 'appDomain' | 'publicOrigin'>): GivingSettings {
  return { ...paymentSettingsFrom(env, config), recurringPixGraceMs: pixGraceDaysFrom(env.RECURRING_PIX_GRACE_DAYS) * DAY_MS };
}

function pixGraceDaysFrom(text: string | undefined): number {
  if (text === undefined || text === '') return 3;
  const days = Number(text);
  if (!Number.isFinite(days) || days <= 0 || days > MAX_PIX_GRACE_DAYS) {
    throw new ConfigError(`RECURRING_PIX_GRACE_DAYS must be a number of days above 0 and at most ${MAX_PIX_GRACE_DAYS}, not '${text}'.`);
  }
  return days;
}
