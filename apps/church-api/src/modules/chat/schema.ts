import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';

/**
 * A channel's last message number: each message takes the next one in the same transaction, so that
 * numbers rise in the order messages are committed (a reader catching up after `seq` misses none).
 */
export const chatCanal = pgTable(
  'chat_canal',
  {
    igrejaId: igrejaIdColumn(),
    /** `transmissao-{id}`. */
    canal: text('canal').notNull(),
    ultimoSeq: integer('ultimo_seq').notNull(),
    /** Slow mode: the seconds each person waits between two messages (0: off). */
    intervaloSegundos: integer('intervalo_segundos').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.igrejaId, table.canal] })],
);

/**
 * A chat message: plain text, with its author as they were when they sent it (a guest has no account;
 * a member's id is `membro-{accountId}`). A removed message keeps its row, with when it was removed.
 */
export const chatMensagem = pgTable(
  'chat_mensagem',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    igrejaId: igrejaIdColumn(),
    canal: text('canal').notNull(),
    seq: integer('seq').notNull(),
    autorId: text('autor_id').notNull(),
    autorNome: text('autor_nome').notNull(),
    autorAvatar: text('autor_avatar'),
    autorAutenticado: boolean('autor_autenticado').notNull(),
    texto: text('texto').notNull(),
    /** The client's own id for the message: a retry with the same one returns this message. */
    idCliente: uuid('id_cliente').notNull(),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    removidaEm: timestamp('removida_em', { withTimezone: true }),
    /** Sent while its author was muted in the channel: shown only to them and to staff. */
    silenciada: boolean('silenciada').notNull().default(false),
  },
  (table) => [
    unique('chat_mensagem_seq_unique').on(table.igrejaId, table.canal, table.seq),
    unique('chat_mensagem_cliente_unique').on(table.igrejaId, table.canal, table.autorId, table.idCliente),
    index('chat_mensagem_autor_idx').on(table.igrejaId, table.canal, table.autorId),
    check('chat_mensagem_texto_check', sql`char_length(${table.texto}) between 1 and 500`),
  ],
);

/**
 * A reader's report of a message to the staff: once per reporter (a chat user's id, or `ip:` and a
 * hash of their address) and message.
 */
export const chatDenuncia = pgTable(
  'chat_denuncia',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    canal: text('canal').notNull(),
    mensagemId: uuid('mensagem_id')
      .notNull()
      .references(() => chatMensagem.id, { onDelete: 'cascade' }),
    denunciante: text('denunciante').notNull(),
    motivo: text('motivo'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('chat_denuncia_unique').on(table.mensagemId, table.denunciante),
    index('chat_denuncia_canal_idx').on(table.igrejaId, table.canal),
    check('chat_denuncia_motivo_check', sql`char_length(${table.motivo}) <= 200`),
  ],
);

/** A church's own chat settings: the words it adds to the word filter of its language. */
export const chatConfiguracao = pgTable('chat_configuracao', {
  igrejaId: igrejaIdColumn().primaryKey(),
  palavrasBloqueadas: text('palavras_bloqueadas').array().notNull().default(sql`'{}'::text[]`),
});

/** The reactions anyone reading may send (amen, heart, pray). */
export const CHAT_REACTIONS = ['amem', 'coracao', 'oracao'] as const;
export type ChatReaction = (typeof CHAT_REACTIONS)[number];

/** A channel's total of one reaction, added to in place (one row per channel and reaction). */
export const chatReacaoTotal = pgTable(
  'chat_reacao_total',
  {
    igrejaId: igrejaIdColumn(),
    canal: text('canal').notNull(),
    reacao: text('reacao').$type<ChatReaction>().notNull(),
    total: integer('total').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.igrejaId, table.canal, table.reacao] }),
    check('chat_reacao_total_reacao_check', sql`${table.reacao} in ('amem', 'coracao', 'oracao')`),
  ],
);

/** What a moderator did: removed one message, or all of one author's in a channel, or muted one author there (shadow mute). */
export const CHAT_MODERATION_ACTS = ['remover_mensagem', 'remover_do_autor', 'silenciar'] as const;
export type ChatModerationAct = (typeof CHAT_MODERATION_ACTS)[number];

/** Every moderation act, with the member who did it. */
export const chatAtoModeracao = pgTable(
  'chat_ato_moderacao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    canal: text('canal').notNull(),
    acao: text('acao').$type<ChatModerationAct>().notNull(),
    /** The message's id (`remover_mensagem`) or the author's user id (`remover_do_autor`, `silenciar`). */
    alvo: text('alvo').notNull(),
    /** How many messages it removed. */
    removidas: integer('removidas').notNull(),
    /** The moderator's account (null once that account is deleted). */
    moderadorId: integer('moderador_id').references(() => usuario.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the act holds (`silenciar`: 24 hours after it); null for removals. */
    expiraEm: timestamp('expira_em', { withTimezone: true }),
  },
  (table) => [
    index('chat_ato_moderacao_igreja_idx').on(table.igrejaId, table.criadoEm),
    index('chat_ato_moderacao_alvo_idx').on(table.igrejaId, table.canal, table.alvo),
    check('chat_ato_moderacao_acao_check', sql`${table.acao} in ('remover_mensagem', 'remover_do_autor', 'silenciar')`),
  ],
);

/** The kinds of moment staff may open in a channel: a commit-to-Jesus moment (§4). */
export const CHAT_MOMENT_KINDS = ['compromisso'] as const;
export type ChatMomentKind = (typeof CHAT_MOMENT_KINDS)[number];

/**
 * A moment staff open in a channel (§3, §4), with who opened and closed it. At most one is open per
 * channel (the partial unique index), so that a retried start finds the one it made.
 */
export const chatMomento = pgTable(
  'chat_momento',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    igrejaId: igrejaIdColumn(),
    canal: text('canal').notNull(),
    tipo: text('tipo').$type<ChatMomentKind>().notNull(),
    /** What staff wrote for it, if anything (the screen has a text of its own for each kind). */
    texto: text('texto'),
    abertoPor: integer('aberto_por').references(() => usuario.id, { onDelete: 'set null' }),
    abertoEm: timestamp('aberto_em', { withTimezone: true }).notNull().defaultNow(),
    encerradoPor: integer('encerrado_por').references(() => usuario.id, { onDelete: 'set null' }),
    encerradoEm: timestamp('encerrado_em', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_momento_aberto_unique').on(table.igrejaId, table.canal).where(sql`${table.encerradoEm} is null`),
    index('chat_momento_canal_idx').on(table.igrejaId, table.canal, table.abertoEm),
    check('chat_momento_tipo_check', sql`${table.tipo} in ('compromisso')`),
    check('chat_momento_texto_check', sql`char_length(${table.texto}) between 1 and 200`),
  ],
);

/** How a participant answers a moment: raised a hand, or dismissed it. */
export const CHAT_MOMENT_ANSWERS = ['mao_levantada', 'dispensado'] as const;
export type ChatMomentAnswer = (typeof CHAT_MOMENT_ANSWERS)[number];

/** One answer per participant (a chat user's id: `membro-…` or `visitante-…`) and moment; a new answer replaces it. */
export const chatMomentoResposta = pgTable(
  'chat_momento_resposta',
  {
    momentoId: uuid('momento_id')
      .notNull()
      .references(() => chatMomento.id, { onDelete: 'cascade' }),
    participante: text('participante').notNull(),
    resposta: text('resposta').$type<ChatMomentAnswer>().notNull(),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.momentoId, table.participante] }),
    index('chat_momento_resposta_contagem_idx').on(table.momentoId, table.resposta),
    check('chat_momento_resposta_check', sql`${table.resposta} in ('mao_levantada', 'dispensado')`),
  ],
);
