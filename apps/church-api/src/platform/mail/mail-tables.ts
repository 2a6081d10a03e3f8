// The mail outbox's table. Defined in the platform, migrated in the account module's set.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { igreja } from '../tenancy/tenancy-tables';

export type EmailStatus = 'PENDENTE' | 'ENVIADO' | 'FALHA';

/** The mail outbox: every e-mail is written here first and delivered by the outbox job. */
export const emailSaida = pgTable(
  'email_saida',
  {
    id: serial('id').primaryKey(),
    igrejaId: integer('igreja_id').references(() => igreja.id, { onDelete: 'set null' }),
    remetenteNome: text('remetente_nome').notNull(),
    destinatario: text('destinatario').notNull(),
    assunto: text('assunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('PENDENTE'),
    tentativas: integer('tentativas').notNull().default(0),
    proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull().defaultNow(),
    ultimoErro: text('ultimo_erro'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_saida_pendente_idx').on(table.status, table.proximaTentativa), index('email_saida_destinatario_idx').on(table.destinatario)],
);
