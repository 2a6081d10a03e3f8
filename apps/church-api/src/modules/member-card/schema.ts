import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarioIgreja } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/**
 * The card of a member's church account (§3 "Member card"): only what the account does not keep
 * (name, picture, CPF, phone, birth date, sex, marital status and congregation are the account's).
 * `referencia` is the random, opaque reference its QR code signs with `versao`; rotating the code
 * raises `versao`, so the codes of earlier versions are refused (see docs/security.md).
 */
export const usuarioCarteirinha = pgTable(
  'usuario_carteirinha',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioIgrejaId: integer('usuario_igreja_id')
      .notNull()
      .references(() => usuarioIgreja.id, { onDelete: 'cascade' }),
    numeroMembro: text('numero_membro').notNull(),
    dataBatismo: date('data_batismo', { mode: 'string' }),
    cargo: text('cargo'),
    responsavel: text('responsavel'),
    vinculo: text('vinculo'),
    referencia: text('referencia').notNull(),
    versao: integer('versao').notNull().default(1),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('usuario_carteirinha_usuario_igreja_uq').on(table.usuarioIgrejaId),
    uniqueIndex('usuario_carteirinha_numero_uq').on(table.igrejaId, table.numeroMembro),
    uniqueIndex('usuario_carteirinha_referencia_uq').on(table.referencia),
    index('usuario_carteirinha_igreja_idx').on(table.igrejaId),
    check('usuario_carteirinha_versao_ck', sql`${table.versao} >= 1`),
  ],
);

/**
 * A church's wallet passes for its member card (issue 26), one row per provider it configured:
 * `apple` (an Apple Wallet pass: its pass type and team identifiers, the signer certificate and the
 * WWDR certificate as PEM, the signer's private key sealed) or `google` (a Google Wallet save link: the
 * issuer id, the service account's email, its private key sealed, the pass class's suffix). A church
 * without a row offers no such pass; the app runs fully without either. The private key is stored only
 * sealed with AES-256-GCM under PAYMENT_SECRETS_KEYS (the payment gateways' keyring), bound to the
 * church and provider (`platform/secrets/church-secrets.ts`); `chave_id` names the key that sealed it.
 */
export const igrejaCarteiraDigital = pgTable(
  'igreja_carteira_digital',
  {
    igrejaId: igrejaIdColumn(),
    provedor: text('provedor').notNull(),
    /** Apple: the pass type identifier (pass.org.example.card); Google: the issuer id. */
    identificador: text('identificador').notNull(),
    /** Apple: the team identifier. */
    equipe: text('equipe'),
    /** Apple: the signer certificate (PEM). */
    certificado: text('certificado'),
    /** Apple: the WWDR intermediate certificate (PEM). */
    certificadoWwdr: text('certificado_wwdr'),
    /** Google: the service account's email. */
    contaServico: text('conta_servico'),
    /** Google: the pass class's suffix (the class id is `<issuer id>.<suffix>`). */
    sufixoClasse: text('sufixo_classe'),
    /** The private key (Apple: the signer's; Google: the service account's), sealed: `v1.<base64url>`. */
    chaveSelada: text('chave_selada').notNull(),
    chaveId: text('chave_id').notNull(),
    dataUltimaAlteracao: timestamp('data_ultima_alteracao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.igrejaId, table.provedor] }),
    check('igreja_carteira_digital_provedor_ck', sql`${table.provedor} in ('apple', 'google')`),
    check(
      'igreja_carteira_digital_campos_ck',
      sql`(${table.provedor} = 'apple' and ${table.equipe} is not null and ${table.certificado} is not null and ${table.certificadoWwdr} is not null)
        or (${table.provedor} = 'google' and ${table.contaServico} is not null and ${table.sufixoClasse} is not null)`,
    ),
  ],
);
