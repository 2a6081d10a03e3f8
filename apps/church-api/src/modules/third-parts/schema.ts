import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/** The module codes of the two external app integrations, one app each (§2). */
export const APP_MODULE_CODES = ['MOD_APP_EXTERNO_1', 'MOD_APP_EXTERNO_2'] as const;
export type AppModuleCode = (typeof APP_MODULE_CODES)[number];

/** How a church's page opens the app: inside the page, or in a new tab. */
export const APP_MODES = ['embutido', 'nova-aba'] as const;
export type AppMode = (typeof APP_MODES)[number];

/**
 * A church's external app, one for each of the two module codes: its segment of `/third-parts/{slug}`,
 * its name, its address (https; http only for a loopback host under a local APP_DOMAIN; or a path on
 * the church's own site, starting with one `/`), how it opens, and the audience (`aud`) its tokens name.
 */
export const igrejaAppExterno = pgTable(
  'igreja_app_externo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    codigoModulo: text('codigo_modulo').$type<AppModuleCode>().notNull(),
    slug: text('slug').notNull(),
    nome: text('nome').notNull(),
    endereco: text('endereco').notNull(),
    modo: text('modo').$type<AppMode>().notNull().default('embutido'),
    audiencia: text('audiencia').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('igreja_app_externo_slug_uq').on(table.igrejaId, table.slug),
    uniqueIndex('igreja_app_externo_modulo_uq').on(table.igrejaId, table.codigoModulo),
    check('igreja_app_externo_modulo_ck', sql`${table.codigoModulo} in ('MOD_APP_EXTERNO_1', 'MOD_APP_EXTERNO_2')`),
    check('igreja_app_externo_modo_ck', sql`${table.modo} in ('embutido', 'nova-aba')`),
    check('igreja_app_externo_slug_ck', sql`${table.slug} ~ '^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$'`),
    check('igreja_app_externo_endereco_ck', sql`${table.endereco} ~ '^(https?://|/[^/])'`),
    check('igreja_app_externo_audiencia_ck', sql`length(${table.audiencia}) between 1 and 200`),
  ],
);
