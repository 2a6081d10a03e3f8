import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { planoAssinaturaConfiguracao, planoAssinaturaConteudo } from './schema';

/** A video's collection, joined to it. */
const collection = alias(planoAssinaturaConteudo, 'coletanea');
export type Visibility = PlanoAssinaturaConteudo['tipoVisibilidadeConteudo'];

/** Who may watch a content: its own visibility, else its area's, else subscribers (read with the content, no query of its own). */
export const effectiveVisibility = sql<string>`coalesce(${planoAssinaturaConteudo.tipoVisibilidadeConteudo}, ${planoAssinaturaConfiguracao.tipoVisibilidadeConteudo}, 'assinantes')`;

const contentColumns = {
  id: planoAssinaturaConteudo.id,
  tipo: planoAssinaturaConteudo.tipo,
  titulo: planoAssinaturaConteudo.titulo,
  descricao: planoAssinaturaConteudo.descricao,
  tags: planoAssinaturaConteudo.tags,
  destaque: planoAssinaturaConteudo.destaque,
  visibilidade: effectiveVisibility,
  duracaoSegundos: planoAssinaturaConteudo.duracaoSegundos,
  imagem: planoAssinaturaConteudo.imagem,
  dataPublicacao: planoAssinaturaConteudo.dataPublicacao,
  coletaneaId: collection.id,
  coletaneaTitulo: collection.titulo,
};

export interface ContentRow {
  id: number;
  tipo: string;
  titulo: string;
  descricao: string | null;
  tags: string[];
  destaque: boolean;
  visibilidade: string;
  duracaoSegundos: number | null;
  imagem: string | null;
  dataPublicacao: Date;
  coletaneaId: number | null;
  coletaneaTitulo: string | null;
}

/** A content as the contract gives it. */
export function contentView(row: ContentRow): PlanoAssinaturaConteudo {
  return {
    id: row.id,
    tipo: row.tipo as PlanoAssinaturaConteudo['tipo'],
    titulo: row.titulo,
    descricao: row.descricao,
    tags: row.tags,
    destaque: row.destaque,
    tipoVisibilidadeConteudo: row.visibilidade as Visibility,
    duracaoSegundos: row.duracaoSegundos,
    imagem: row.imagem,
    dataPublicacao: row.dataPublicacao.toISOString(),
    coletanea: row.coletaneaId !== null && row.coletaneaTitulo !== null ? { id: row.coletaneaId, titulo: row.coletaneaTitulo } : null,
  };
}

/** The contents with their collections (and any `extra` columns), for a query to narrow. */
export function selectContents<Extra extends Record<string, SQL.Aliased | SQL>>(db: Database, extra?: Extra) {
  return db
    .select({ ...contentColumns, ...(extra as Extra) })
    .from(planoAssinaturaConteudo)
    .leftJoin(collection, eq(collection.id, planoAssinaturaConteudo.coletaneaId))
    .leftJoin(planoAssinaturaConfiguracao, eq(planoAssinaturaConfiguracao.igrejaId, planoAssinaturaConteudo.igrejaId));
}
