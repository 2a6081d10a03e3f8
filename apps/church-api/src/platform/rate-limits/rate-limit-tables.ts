// The rate limits' counters. Defined in the platform, migrated in the account module's set.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters: one fixed window per key (`login:account:<id>`, `lookup:ip:<address>`). */
/** Attempt counters of the rate limits (src/modules/account/rate-limiter.ts), shared by every replica. */
export const tentativaAcesso = pgTable('tentativa_acesso', {
  chave: text('chave').primaryKey(),
  janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull(),
  contagem: integer('contagem').notNull(),
  /** A slowed-down subject may not try again before this moment. */
  bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
});
