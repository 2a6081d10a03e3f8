import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '../account/schema';
import { igrejaIdColumn } from '../church/schema';

/** A payment: what a member (or an unregistered buyer) pays a church, by one method, in integer cents. */
export const pagamento = pgTable(
  'pagamento',
  {
    id: serial('id').primaryKey(),
    /** The public code (`/user/payment/{code}`): random, unguessable. */
    codigo: text('codigo').notNull().unique(),
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    /** EVENTO, DOACAO or ASSINATURA: which module's order this pays. */
    origem: text('origem').notNull(),
    descricao: text('descricao'),
    idEvento: integer('id_evento'),
    metodo: text('metodo').notNull(),
    idGateway: integer('id_gateway'),
    moeda: text('moeda').notNull(),
    valor: integer('valor').notNull(),
    taxa: integer('taxa').notNull(),
    juros: integer('juros').notNull(),
    total: integer('total').notNull(),
    parcelas: integer('parcelas').notNull().default(1),
    status: text('status').notNull(),
    /** The gateway's id of the charge; webhooks find the payment by it. */
    referenciaGateway: text('referencia_gateway').unique(),
    pixCopiaECola: text('pix_copia_e_cola'),
    pixExpiraEm: timestamp('pix_expira_em', { withTimezone: true }),
    boletoLinha: text('boleto_linha'),
    boletoVencimento: date('boleto_vencimento', { mode: 'string' }),
    dinheiroPagarAte: timestamp('dinheiro_pagar_ate', { withTimezone: true }),
    /** The one-time token of an open 3DS challenge (kept as its SHA-256), cleared once answered. */
    desafioTokenHash: text('desafio_token_hash'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pagamento_usuario_idx').on(table.usuarioId),
    index('pagamento_pix_pendente_idx').on(table.pixExpiraEm).where(sql`status = 'pendente' and metodo = 'PIX'`),
    check('pagamento_valores_ck', sql`${table.valor} >= 0 and ${table.taxa} >= 0 and ${table.juros} >= 0 and ${table.total} >= 0`),
  ],
);

/**
 * An answered request that carried an `Idempotency-Key`: its retries get the same answer. `escopo`
 * is whose key it is (the account, or the buyer's e-mail), so two people's keys never meet.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    escopo: text('escopo').notNull(),
    chave: text('chave').notNull(),
    operacao: text('operacao').notNull(),
    hashCorpo: text('hash_corpo').notNull(),
    /** null while the first request is still being answered. */
    statusHttp: integer('status_http'),
    resposta: jsonb('resposta'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.escopo, table.chave] }), index('idempotencia_data_idx').on(table.dataCadastro)],
);

/** The webhook events a gateway delivered, by the gateway's event id: one delivered twice is applied once. */
export const webhookRecebido = pgTable(
  'webhook_recebido',
  {
    gateway: text('gateway').notNull(),
    idEvento: text('id_evento').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.idEvento] })],
);

/**
 * The sandbox gateway's tokenised cards: what its test mode needs to answer a charge (the test
 * scenario of the number and its last four digits), never the number or the CVV.
 */
export const sandboxCartao = pgTable('sandbox_cartao', {
  token: text('token').primaryKey(),
  igrejaId: igrejaIdColumn(),
  cenario: text('cenario').notNull(),
  bandeira: text('bandeira').notNull(),
  ultimosDigitos: text('ultimos_digitos').notNull(),
  validade: text('validade').notNull(),
  dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's saved card (§3 "Cards"), by gateway: the gateway's token and what the member recognises
 * it by (brand, last four digits, expiry, holder); never the number or the CVV.
 */
export const usuarioCartaoGatewayPagamento = pgTable(
  'usuario_cartao_gateway_pagamento',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    igrejaId: igrejaIdColumn(),
    idGateway: integer('id_gateway').notNull(),
    token: text('token').notNull(),
    bandeira: text('bandeira').notNull(),
    ultimosDigitos: text('ultimos_digitos').notNull(),
    validade: text('validade').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('usuario_cartao_token_uq').on(table.usuarioId, table.token), index('usuario_cartao_usuario_idx').on(table.usuarioId, table.igrejaId)],
);
