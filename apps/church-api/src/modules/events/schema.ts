import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { pagamento, receiptQueueColumns } from '@church/api-modules/payments';
import { evento } from '@church/api-modules/schedule';

/** How an event of the schedule sells its tickets: one row per event that has tickets. */
export const eventoVenda = pgTable('evento_venda', {
  eventoId: integer('evento_id')
    .primaryKey()
    .references(() => evento.id, { onDelete: 'cascade' }),
  imagem: jsonb('imagem').$type<StoredImage | null>(),
  flagOnline: boolean('flag_online').notNull().default(false),
  /** Installments carry interest. */
  flagJuros: boolean('flag_juros').notNull().default(false),
  /** The church takes the service fees on itself. */
  flagAssumirTaxasServico: boolean('flag_assumir_taxas_servico').notNull().default(false),
  qtdeMaxParcelas: integer('qtde_max_parcelas').notNull().default(1),
  /** Cash is paid at the church within this many days; offered only while that ends before the event. */
  diasPagamentoDinheiro: integer('dias_pagamento_dinheiro').notNull().default(3),
  /** Visitors may buy without an account (§3 "unregistered checkout"). */
  flagInscricaoSemCadastro: boolean('flag_inscricao_sem_cadastro').notNull().default(false),
});

/** A ticket type of an event: its price, how many there are and how many are sold (or held by an unpaid order). */
export const eventoIngresso = pgTable(
  'evento_ingresso',
  {
    id: serial('id').primaryKey(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    /** In cents of the church's currency. */
    valor: integer('valor').notNull(),
    quantidade: integer('quantidade').notNull(),
    vendidos: integer('vendidos').notNull().default(0),
    limitePorUsuario: integer('limite_por_usuario'),
    dataInicioVendas: timestamp('data_inicio_vendas', { withTimezone: true }),
    dataFimVendas: timestamp('data_fim_vendas', { withTimezone: true }),
    ordem: integer('ordem').notNull().default(0),
    flagAtivo: boolean('flag_ativo').notNull().default(true),
  },
  (table) => [
    index('evento_ingresso_evento_idx').on(table.eventoId),
    check('evento_ingresso_estoque_ck', sql`${table.vendidos} >= 0 and ${table.vendidos} <= ${table.quantidade} and ${table.valor} >= 0`),
  ],
);

/** A question every ticket's holder answers (a T-shirt size, a dietary need). */
export const eventoPergunta = pgTable(
  'evento_pergunta',
  {
    id: serial('id').primaryKey(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    pergunta: text('pergunta').notNull(),
    flagObrigatoria: boolean('flag_obrigatoria').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
  },
  (table) => [index('evento_pergunta_evento_idx').on(table.eventoId)],
);

/** One bought ticket (a registration), held while its payment holds and given back when it is refused or cancelled. */
export const inscricao = pgTable(
  'inscricao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    ingressoId: integer('ingresso_id')
      .notNull()
      .references(() => eventoIngresso.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'set null' }),
    pagamentoId: integer('pagamento_id')
      .notNull()
      .references(() => pagamento.id),
    participante: text('participante').notNull(),
    comprador: text('comprador').notNull(),
    respostas: jsonb('respostas').$type<{ idPergunta: number; pergunta: string; resposta: string }[]>().notNull().default([]),
    valor: integer('valor').notNull(),
    taxa: integer('taxa').notNull(),
    /** What the ticket's QR code holds. */
    codigoCheckin: uuid('codigo_checkin').notNull().unique().default(sql`gen_random_uuid()`),
    /** ativa, or cancelada once its payment is refused, cancelled or refunded. */
    status: text('status').notNull().default('ativa'),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inscricao_usuario_evento_idx').on(table.usuarioId, table.eventoId),
    index('inscricao_pagamento_idx').on(table.pagamentoId),
  ],
);

/** The exclusive content of an online event, open to its ticket holders between two moments. */
export const eventoConteudo = pgTable(
  'evento_conteudo',
  {
    id: serial('id').primaryKey(),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    url: text('url').notNull(),
    disponivelDe: timestamp('disponivel_de', { withTimezone: true }),
    disponivelAte: timestamp('disponivel_ate', { withTimezone: true }),
    ordem: integer('ordem').notNull().default(0),
  },
  (table) => [index('evento_conteudo_evento_idx').on(table.eventoId)],
);

/**
 * The buyer of an order bought without an account (§3 "unregistered checkout"): who they are, and the
 * hash of the order's access key, with which they read the order again. Its tickets have no usuario.
 */
export const inscricaoVisitante = pgTable(
  'inscricao_visitante',
  {
    pagamentoId: integer('pagamento_id')
      .primaryKey()
      .references(() => pagamento.id, { onDelete: 'cascade' }),
    eventoId: integer('evento_id')
      .notNull()
      .references(() => evento.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    sobrenome: text('sobrenome').notNull(),
    /** Lower-cased: the per-member limits count per address. */
    email: text('email').notNull(),
    telefone: text('telefone'),
    cpf: text('cpf'),
    /** SHA-256 of the access key, hex. */
    chaveAcessoHash: text('chave_acesso_hash').notNull(),
    /** The access key opens the order until then (30 days after the event ends). */
    chaveExpiraEm: timestamp('chave_expira_em', { withTimezone: true }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inscricao_visitante_email_evento_idx').on(table.email, table.eventoId)],
);

/**
 * The receipts of paid ticket orders, one per payment: a row is put here by the trigger
 * `pagamento_recibo_evento` (migration 0004) in the statement that makes an order's payment paid, and
 * the receipts job mails it once (ticket-receipts.ts).
 */
export const inscricaoRecibo = pgTable('inscricao_recibo', receiptQueueColumns(), (table) => [index('inscricao_recibo_pendente_idx').on(table.proximaTentativa).where(sql`situacao = 'pendente'`)]);
