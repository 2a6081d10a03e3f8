import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { igrejaIdColumn } from '@church/api-platform/tenancy/tenancy-tables';
import { culto } from '@church/api-modules/schedule';

/** How a broadcast's stream plays: a YouTube or Vimeo video (the privacy-respecting embed), an HLS playlist or an MP4 file. */
export const STREAM_KINDS = ['youtube', 'vimeo', 'hls', 'mp4'] as const;
export type StreamKind = (typeof STREAM_KINDS)[number];

/** Who may chat during a broadcast: everyone (guests with a name), signed-in members, nobody. */
export const CHAT_ACCESS = ['todos', 'membros', 'desligado'] as const;
export type ChatAccess = (typeof CHAT_ACCESS)[number];

/**
 * The broadcast of one of the schedule's services (at most one per service): where its stream plays,
 * when it is on (from `inicio` to `fim`, which may start before the service and end after it), the
 * sermon's passage, and the chat's settings for the chat that comes in a later slice.
 */
export const transmissao = pgTable(
  'transmissao',
  {
    id: serial('id').primaryKey(),
    igrejaId: igrejaIdColumn(),
    cultoId: integer('culto_id')
      .notNull()
      .references(() => culto.id, { onDelete: 'cascade' }),
    streamTipo: text('stream_tipo').$type<StreamKind>().notNull(),
    /** The stream's address: the YouTube or Vimeo page (or embed) address, or the HLS/MP4 file's, absolute or site-relative. */
    streamUrl: text('stream_url').notNull(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fim: timestamp('fim', { withTimezone: true }).notNull(),
    /** The sermon's passage as the church wrote it ("John 3:16-21"), and, where given, the same structured. */
    passagemTexto: text('passagem_texto'),
    /** USFM book code (JHN). */
    passagemLivro: text('passagem_livro'),
    passagemCapitulo: integer('passagem_capitulo'),
    passagemVersiculoInicio: integer('passagem_versiculo_inicio'),
    passagemVersiculoFim: integer('passagem_versiculo_fim'),
    chatAcesso: text('chat_acesso').$type<ChatAccess>().notNull().default('todos'),
    /** The chat opens this many minutes before `inicio` … */
    chatMinutosAntes: integer('chat_minutos_antes').notNull().default(30),
    /** … and closes this many after `fim`. */
    chatMinutosDepois: integer('chat_minutos_depois').notNull().default(30),
  },
  (table) => [
    unique('transmissao_culto_unique').on(table.cultoId),
    index('transmissao_igreja_inicio_idx').on(table.igrejaId, table.inicio),
    index('transmissao_igreja_fim_idx').on(table.igrejaId, table.fim),
    check('transmissao_stream_tipo_check', sql`${table.streamTipo} in ('youtube', 'vimeo', 'hls', 'mp4')`),
    check('transmissao_chat_acesso_check', sql`${table.chatAcesso} in ('todos', 'membros', 'desligado')`),
    check('transmissao_janela_check', sql`${table.fim} > ${table.inicio}`),
    check('transmissao_chat_minutos_check', sql`${table.chatMinutosAntes} >= 0 and ${table.chatMinutosDepois} >= 0`),
    check(
      'transmissao_passagem_check',
      sql`${table.passagemCapitulo} is null or ${table.passagemCapitulo} > 0 and (${table.passagemVersiculoInicio} is null or ${table.passagemVersiculoInicio} > 0) and (${table.passagemVersiculoFim} is null or ${table.passagemVersiculoFim} >= ${table.passagemVersiculoInicio})`,
    ),
  ],
);
