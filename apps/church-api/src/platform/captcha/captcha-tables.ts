// The captcha's spent challenges. Defined in the platform, migrated in the account module's set.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Captcha challenges already answered, kept until they expire so that no solution is accepted twice,
 * on any replica. `tentativa` is the SHA-256 of the purchase attempt (its idempotency scope and key)
 * that spent it: the same attempt retried after a lost answer may show it again.
 */
export const captchaUsado = pgTable(
  'captcha_usado',
  {
    nonce: text('nonce').primaryKey(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    tentativa: text('tentativa'),
  },
  (table) => [index('captcha_usado_expira_em_idx').on(table.expiraEm)],
);
