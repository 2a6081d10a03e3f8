import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { pagamento, receiptQueueColumns, usuarioCartaoGatewayPagamento } from '@church/api-modules/payments';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/**
 * A church's subscription video area (§2 "Subscription video area", §7): its name, and who may watch a
 * content that says nothing of its own (`assinantes`: an active subscription; `gratuito`: anyone signed in).
 */
export const planoAssinaturaConfiguracao = pgTable(
  'plano_assinatura_configuracao',
  {
    igrejaId: igrejaIdColumn().primaryKey(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    tipoVisibilidadeConteudo: text('tipo_visibilidade_conteudo').notNull().default('assinantes'),
    /** Days a renewal that failed keeps access while it is retried. */
    diasCarencia: integer('dias_carencia').notNull().default(7),
  },
  (table) => [
    check('plano_assinatura_configuracao_visibilidade', sql`${table.tipoVisibilidadeConteudo} in ('assinantes', 'gratuito')`),
    check('plano_assinatura_configuracao_carencia', sql`${table.diasCarencia} between 0 and 60`),
  ],
);

/** A plan a member subscribes to: its price per period, its fees in cents, and its free trial. */
export const planoAssinatura = pgTable(
  'plano_assinatura',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    /** The plan's code, as the church calls it (unique in the church). */
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    periodicidade: text('periodicidade').notNull(),
    valor: integer('valor').notNull(),
    taxa: integer('taxa').notNull().default(0),
    taxaAdesao: integer('taxa_adesao').notNull().default(0),
    diasTeste: integer('dias_teste').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    ordem: integer('ordem').notNull().default(0),
  },
  (table) => [
    unique('plano_assinatura_codigo_unico').on(table.igrejaId, table.codigo),
    index('plano_assinatura_igreja_idx').on(table.igrejaId, table.ordem),
    check('plano_assinatura_periodicidade', sql`${table.periodicidade} in ('mensal', 'anual')`),
    check('plano_assinatura_valores', sql`${table.valor} > 0 and ${table.taxa} >= 0 and ${table.taxaAdesao} >= 0 and ${table.diasTeste} between 0 and 90`),
  ],
);

/** The home's rows: each a tag of the contents, titled and ordered by the church. */
export const planoAssinaturaHome = pgTable(
  'plano_assinatura_home',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    tag: text('tag').notNull(),
    titulo: text('titulo').notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (table) => [unique('plano_assinatura_home_tag_unica').on(table.igrejaId, table.tag)],
);

/**
 * A content of the area: a video, or a collection (coletânea) whose videos name it. `textoBusca` is its
 * title, description and tags lower-cased and without accents (written by whoever writes the content);
 * the search reads it (search-index.ts), and every write moves the church's `planoAssinaturaVersao` on.
 */
export const planoAssinaturaConteudo = pgTable(
  'plano_assinatura_conteudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    tipo: text('tipo').notNull(),
    coletaneaId: integer('coletanea_id'),
    ordem: integer('ordem').notNull().default(0),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    destaque: boolean('destaque').notNull().default(false),
    /** Who may watch it: `gratuito` anyone signed in, `assinantes` an active subscription; null: the area's setting. */
    tipoVisibilidadeConteudo: text('tipo_visibilidade_conteudo'),
    duracaoSegundos: integer('duracao_segundos'),
    imagem: text('imagem'),
    dataPublicacao: timestamp('data_publicacao', { withTimezone: true }).notNull().defaultNow(),
    textoBusca: text('texto_busca').notNull(),
  },
  (table) => [
    foreignKey({ name: 'plano_assinatura_conteudo_coletanea_fk', columns: [table.coletaneaId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('plano_assinatura_conteudo_igreja_idx').on(table.igrejaId, table.dataPublicacao),
    index('plano_assinatura_conteudo_coletanea_idx').on(table.coletaneaId, table.ordem),
    index('plano_assinatura_conteudo_tags_idx').using('gin', table.tags),
    check('plano_assinatura_conteudo_tipo', sql`${table.tipo} in ('video', 'coletanea')`),
    check('plano_assinatura_conteudo_visibilidade', sql`${table.tipoVisibilidadeConteudo} is null or ${table.tipoVisibilidadeConteudo} in ('gratuito', 'assinantes')`),
  ],
);

/**
 * A church's catalogue version: one more on every statement that writes its contents, whoever runs it
 * (the seed, an import, the admin), by a trigger (migration 0006). Each process keeps the church's search
 * index in memory (search-index.ts) with the version it was built from, and reads the version with each
 * search's page: an index of an older version is built again, on every replica.
 */
export const planoAssinaturaVersao = pgTable('plano_assinatura_versao', {
  igrejaId: igrejaIdColumn().primaryKey(),
  versao: bigint('versao', { mode: 'bigint' }).notNull().default(sql`0`),
});

const usuarioIdColumn = () =>
  integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' });

/** A member's list ("my list") at a church: the contents they keep to watch, once each. */
export const usuarioPlanoAssinaturaConteudo = pgTable(
  'usuario_plano_assinatura_conteudo',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioId: usuarioIdColumn(),
    conteudoId: integer('conteudo_id')
      .notNull()
      .references(() => planoAssinaturaConteudo.id, { onDelete: 'cascade' }),
    dataCadastro: timestamp('data_cadastro', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('usuario_plano_assinatura_conteudo_unico').on(table.usuarioId, table.conteudoId), index('usuario_plano_assinatura_conteudo_lista_idx').on(table.usuarioId, table.igrejaId, table.dataCadastro)],
);

/** Where a member stopped watching a video, so that watching resumes there ("continue watching"). */
export const usuarioPlanoAssinaturaProgresso = pgTable(
  'usuario_plano_assinatura_progresso',
  {
    usuarioId: usuarioIdColumn(),
    conteudoId: integer('conteudo_id')
      .notNull()
      .references(() => planoAssinaturaConteudo.id, { onDelete: 'cascade' }),
    igrejaId: igrejaIdColumn(),
    segundos: integer('segundos').notNull(),
    concluido: boolean('concluido').notNull().default(false),
    dataAtualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'usuario_plano_assinatura_progresso_pk', columns: [table.usuarioId, table.conteudoId] }),
    index('usuario_plano_assinatura_progresso_recentes_idx').on(table.usuarioId, table.igrejaId, table.dataAtualizacao),
    check('usuario_plano_assinatura_progresso_segundos', sql`${table.segundos} between 0 and 86400`),
  ],
);

/** A caption track of a video: its language and its file beside the video's. */
export interface StoredCaption {
  idioma: string;
  arquivo: string;
}

/**
 * What a video plays: a file of the area's media store (`hls` or `mp4`, its path under the store, served
 * only through short-lived signed addresses), or a YouTube or Vimeo video (its id, played through the
 * privacy-respecting embeds). Never in a public answer.
 */
export const planoAssinaturaMidia = pgTable(
  'plano_assinatura_midia',
  {
    conteudoId: integer('conteudo_id')
      .primaryKey()
      .references(() => planoAssinaturaConteudo.id, { onDelete: 'cascade' }),
    igrejaId: igrejaIdColumn(),
    formato: text('formato').notNull(),
    endereco: text('endereco').notNull(),
    legendas: jsonb('legendas').$type<StoredCaption[]>().notNull().default([]),
  },
  (table) => [
    check('plano_assinatura_midia_formato', sql`${table.formato} in ('hls', 'mp4', 'youtube', 'vimeo')`),
    check('plano_assinatura_midia_endereco', sql`${table.endereco} ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_.-]+)*$' and ${table.endereco} !~ '\\.\\.'`),
  ],
);

/**
 * A coupon of the church's area: a percentage off a plan's price for a number of paid periods, from the
 * first. `codigo` is kept upper-case, so that a member may type it in any case.
 */
export const planoAssinaturaCupom = pgTable(
  'plano_assinatura_cupom',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    codigo: text('codigo').notNull(),
    percentual: integer('percentual').notNull(),
    periodos: integer('periodos').notNull(),
    validoAte: timestamp('valido_ate', { withTimezone: true }),
    ativo: boolean('ativo').notNull().default(true),
  },
  (table) => [
    unique('plano_assinatura_cupom_codigo_unico').on(table.igrejaId, table.codigo),
    check('plano_assinatura_cupom_codigo', sql`${table.codigo} ~ '^[A-Z0-9_-]{1,40}$'`),
    check('plano_assinatura_cupom_valores', sql`${table.percentual} between 1 and 100 and ${table.periodos} between 1 and 36`),
  ],
);

/**
 * A member's subscription to a plan (§3 "Plan": price, fees, subscription code, subscribed date, hiring
 * fee, status). `situacao` `ativo` gives access until `fimPeriodo` (and a renewal that failed for the
 * area's days of grace after it); a cancelled one keeps it until then. `pendente` waits for its first
 * payment (a Pix or a slip); the trigger on `pagamento` makes it `ativo` once paid, and `encerrado` when
 * that payment is refused. `ciclo` is the last period paid (0 during a free trial); the coupon's
 * discount applies to periods 1 to `periodosDesconto`.
 */
export const usuarioPlanoAssinatura = pgTable(
  'usuario_plano_assinatura',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    usuarioId: usuarioIdColumn(),
    planoId: integer('plano_id')
      .notNull()
      .references(() => planoAssinatura.id),
    situacao: text('situacao').notNull(),
    valor: integer('valor').notNull(),
    taxa: integer('taxa').notNull().default(0),
    taxaAdesao: integer('taxa_adesao').notNull().default(0),
    dataAssinatura: timestamp('data_assinatura', { withTimezone: true }).notNull().defaultNow(),
    fimPeriodo: timestamp('fim_periodo', { withTimezone: true }).notNull(),
    dataCancelamento: timestamp('data_cancelamento', { withTimezone: true }),
    /** How each period is paid. */
    metodo: text('metodo').notNull(),
    /** The saved card each renewal is charged to (a card subscription's). */
    cartaoId: integer('cartao_id').references(() => usuarioCartaoGatewayPagamento.id, { onDelete: 'set null' }),
    /** It began with the plan's free trial; `cpfTeste` is the CPF that took it (once per CPF at a Brazilian church). */
    teste: boolean('teste').notNull().default(false),
    cpfTeste: text('cpf_teste'),
    cupomId: integer('cupom_id').references(() => planoAssinaturaCupom.id, { onDelete: 'set null' }),
    percentualDesconto: integer('percentual_desconto').notNull().default(0),
    periodosDesconto: integer('periodos_desconto').notNull().default(0),
    ciclo: integer('ciclo').notNull().default(0),
    /** When access began (the trial, or the first payment); null while the first payment is awaited. */
    dataInicio: timestamp('data_inicio', { withTimezone: true }),
    /** When the renewals job next looks at it (a period's end, a retry, or a lease). */
    proximaCobranca: timestamp('proxima_cobranca', { withTimezone: true }),
    falhas: integer('falhas').notNull().default(0),
    primeiraFalhaEm: timestamp('primeira_falha_em', { withTimezone: true }),
    /** The subscribe call's attempt (its Idempotency-Key) that made it: a retry finds it instead of making another. */
    chaveTentativa: text('chave_tentativa').unique('usuario_plano_assinatura_tentativa_unica'),
  },
  (table) => [
    index('usuario_plano_assinatura_membro_idx').on(table.usuarioId, table.igrejaId, table.fimPeriodo),
    index('usuario_plano_assinatura_renovacao_idx').on(table.proximaCobranca).where(sql`situacao in ('ativo', 'inadimplente', 'cancelado')`),
    // One running (or awaited) subscription per member and church; a trial once per account, and once per CPF.
    uniqueIndex('usuario_plano_assinatura_uma_aberta').on(table.igrejaId, table.usuarioId).where(sql`situacao in ('pendente', 'ativo', 'inadimplente')`),
    uniqueIndex('usuario_plano_assinatura_teste_conta').on(table.igrejaId, table.usuarioId).where(sql`teste`),
    uniqueIndex('usuario_plano_assinatura_teste_cpf').on(table.igrejaId, table.cpfTeste).where(sql`teste and cpf_teste is not null`),
    check('usuario_plano_assinatura_situacao', sql`${table.situacao} in ('pendente', 'ativo', 'inadimplente', 'cancelado', 'encerrado')`),
    check('usuario_plano_assinatura_metodo', sql`${table.metodo} in ('CARTAO_CREDITO', 'PIX', 'BOLETO')`),
    check('usuario_plano_assinatura_desconto', sql`${table.percentualDesconto} between 0 and 100 and ${table.periodosDesconto} between 0 and 36`),
  ],
);

/**
 * Each charge attempt of a subscription's period, with its payment: the checkout's is period 1 (or none
 * during a trial), the renewals job's the next ones. Keyed by (subscription, period, attempt), so that an
 * attempt a crash left half-done is charged again with the same payment, never as a second one.
 */
export const usuarioPlanoAssinaturaCobranca = pgTable(
  'usuario_plano_assinatura_cobranca',
  {
    assinaturaId: integer('assinatura_id')
      .notNull()
      .references(() => usuarioPlanoAssinatura.id, { onDelete: 'cascade' }),
    ciclo: integer('ciclo').notNull(),
    tentativa: integer('tentativa').notNull(),
    pagamentoId: integer('pagamento_id')
      .notNull()
      .references(() => pagamento.id),
  },
  (table) => [primaryKey({ name: 'usuario_plano_assinatura_cobranca_pk', columns: [table.assinaturaId, table.ciclo, table.tentativa] }), unique('usuario_plano_assinatura_cobranca_pagamento').on(table.pagamentoId)],
);

/**
 * The receipt of each paid subscription charge, once: the trigger on `pagamento` queues each subscription
 * payment that becomes paid (migration 0004), and the receipts job mails the member.
 */
export const assinaturaRecibo = pgTable('assinatura_recibo', receiptQueueColumns(), (table) => [index('assinatura_recibo_pendente_idx').on(table.proximaTentativa).where(sql`situacao = 'pendente'`)]);
