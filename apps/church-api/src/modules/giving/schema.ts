import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igreja, igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';
import { pagamento, receiptQueueColumns, usuarioCartaoGatewayPagamento } from '@church/api-modules/payments';

/** How a church takes gifts online: whether it does, and the least it takes per gift (in cents of its currency). */
export const doacaoConfiguracao = pgTable(
  'doacao_configuracao',
  {
    igrejaId: integer('igreja_id')
      .primaryKey()
      .references(() => igreja.id, { onDelete: 'cascade' }),
    flagAceitaDoacao: boolean('flag_aceita_doacao').notNull().default(true),
    valorMinimo: integer('valor_minimo').notNull().default(100),
    /** Card gifts may be split into this many installments, without interest (the church takes it). */
    qtdeMaxParcelas: integer('qtde_max_parcelas').notNull().default(1),
  },
  (table) => [check('doacao_configuracao_minimo_ck', sql`${table.valorMinimo} >= 1`)],
);

/** A reason to give (tithe, offering, missions, building fund): `flagDoacao` ones are offered on /give. */
export const pagamentoMotivo = pgTable(
  'pagamento_motivo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    flagDoacao: boolean('flag_doacao').notNull().default(true),
    /** The church lets donors give to it every so many days (§4 "Giving"). */
    flagPermiteRecorrencia: boolean('flag_permite_recorrencia').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (table) => [index('pagamento_motivo_igreja_idx').on(table.igrejaId, table.ordem)],
);

/**
 * A recurring gift: one reason, an amount, every `recorrenciaDias` days, charged to a saved card by the
 * recurring-gifts job. `ciclo` counts the cycles charged, and each attempt of a cycle is made at most
 * once (doacao_recorrente_cobranca's key).
 */
export const doacaoRecorrente = pgTable(
  'doacao_recorrente',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    motivoId: integer('motivo_id')
      .notNull()
      .references(() => pagamentoMotivo.id),
    valor: integer('valor').notNull(),
    recorrenciaDias: integer('recorrencia_dias').notNull(),
    flagUsuarioTaxa: boolean('flag_usuario_taxa').notNull().default(false),
    /** The saved card each cycle is charged to; gone when the donor removes the card (the charges then fail). */
    cartaoId: integer('cartao_id').references(() => usuarioCartaoGatewayPagamento.id, { onDelete: 'set null' }),
    /** ativa; pausada after the last retry of a declined cycle failed (the donor resumes it); parada once the donor stops it. */
    status: text('status').notNull().default('ativa'),
    ciclo: integer('ciclo').notNull().default(0),
    /** When the current cycle falls due by the calendar (retries of a declined charge do not move it). */
    vencimentoCiclo: timestamp('vencimento_ciclo', { withTimezone: true }).notNull(),
    /** When the job next charges it: the cycle's due moment, a retry's, or a runner's lease. */
    proximaCobranca: timestamp('proxima_cobranca', { withTimezone: true }).notNull(),
    /** Declined charges of the current cycle, retried on a schedule (kept while paused: how many declines paused it). */
    falhas: integer('falhas').notNull().default(0),
    /** The current cycle's first declined charge: its retries are counted from it (1, 3 and 7 days later). */
    primeiraFalhaEm: timestamp('primeira_falha_em', { withTimezone: true }),
    /** When the last retry failed and the gift paused; null unless paused. */
    pausadaEm: timestamp('pausada_em', { withTimezone: true }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('doacao_recorrente_usuario_idx').on(table.usuarioId, table.igrejaId),
    index('doacao_recorrente_devida_idx').on(table.proximaCobranca).where(sql`status = 'ativa'`),
    check('doacao_recorrente_valores_ck', sql`${table.valor} >= 1 and ${table.recorrenciaDias} between 1 and 366`),
  ],
);

/** A gift: the payment that carries it, who gave (an account, or a visitor's name and e-mail) and whether a recurring gift made it. */
export const doacao = pgTable(
  'doacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    pagamentoId: integer('pagamento_id')
      .notNull()
      .unique()
      .references(() => pagamento.id),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    doacaoRecorrenteId: integer('doacao_recorrente_id').references(() => doacaoRecorrente.id, { onDelete: 'set null' }),
    nomeDoador: text('nome_doador').notNull(),
    emailDoador: text('email_doador'),
    flagUsuarioTaxa: boolean('flag_usuario_taxa').notNull().default(false),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('doacao_usuario_idx').on(table.usuarioId, table.igrejaId, table.dataCadastro)],
);

/** How much of a gift goes to each reason (they add up to the gift's value). */
export const doacaoMotivo = pgTable(
  'doacao_motivo',
  {
    doacaoId: integer('doacao_id')
      .notNull()
      .references(() => doacao.id, { onDelete: 'cascade' }),
    motivoId: integer('motivo_id')
      .notNull()
      .references(() => pagamentoMotivo.id),
    valor: integer('valor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.doacaoId, table.motivoId] }), check('doacao_motivo_valor_ck', sql`${table.valor} >= 1`)],
);

/** Each cycle of a recurring gift, charged once: two job runners at the same moment cannot both claim it. */
export const doacaoRecorrenteCobranca = pgTable(
  'doacao_recorrente_cobranca',
  {
    doacaoRecorrenteId: integer('doacao_recorrente_id')
      .notNull()
      .references(() => doacaoRecorrente.id, { onDelete: 'cascade' }),
    ciclo: integer('ciclo').notNull(),
    tentativa: integer('tentativa').notNull(),
    pagamentoId: integer('pagamento_id').references(() => pagamento.id),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.doacaoRecorrenteId, table.ciclo, table.tentativa] })],
);

/**
 * The receipts of paid gifts, one per payment: a row is put here by the trigger `pagamento_recibo_doacao`
 * (migration 0001) in the statement that makes a gift's payment paid, and the receipts job mails it once
 * (gift-receipts.ts).
 */
export const doacaoRecibo = pgTable('doacao_recibo', receiptQueueColumns(), (table) => [index('doacao_recibo_pendente_idx').on(table.proximaTentativa).where(sql`situacao = 'pendente'`)]);

/**
 * The refund notice of a paid gift whose charge the church refunded (in part or in full), queued by the
 * trigger on `pagamento` when its refunded amount grows (migration 0003): one row per payment, made
 * pending again by a later refund, so that the donor hears of each (the notice says the refund so far).
 * `pagoEm` is when the last refund was heard. Not for a dispute lost (the bank returned the money) nor
 * for a late payment refunded (its own notice tells the donor).
 */
export const doacaoEstornoAviso = pgTable('doacao_estorno_aviso', receiptQueueColumns(), (table) => [
  index('doacao_estorno_aviso_pendente_idx').on(table.proximaTentativa).where(sql`situacao = 'pendente'`),
]);

/**
 * The saved cards told they expire soon, once per card and expiry (a card saved again with a new expiry
 * is told again): the expiry notices job inserts the row and queues the mail in one transaction.
 */
export const cartaoAvisoValidade = pgTable(
  'cartao_aviso_validade',
  {
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => usuarioCartaoGatewayPagamento.id, { onDelete: 'cascade' }),
    validade: text('validade').notNull(),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartaoId, table.validade] })],
);
