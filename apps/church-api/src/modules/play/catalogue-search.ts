import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { type CacheStats, SizedLru } from '@church/api-platform/caching/sized-lru';
import { type ContentRow, contentView, selectContents } from './content-rows';
import { planoAssinaturaConteudo, planoAssinaturaVersao } from './schema';
import { CatalogueIndex, type IndexedContent, type SearchFilter } from './search-index';

/** The church's catalogue version as the database has it now (0 before its first content). */
const versionOf = (igrejaId: number): SQL<string> =>
  sql<string>`coalesce((select ${planoAssinaturaVersao.versao}::text from ${planoAssinaturaVersao} where ${planoAssinaturaVersao.igrejaId} = ${igrejaId}), '0')`;

/** How many times a search builds its church's index again when the catalogue moved on while it read. */
const ATTEMPTS = 3;

/**
 * The video area's search: each church's catalogue index (search-index.ts) kept in this process, at
 * most `maxBytes` of them (least recently searched out first), built at a church's first search.
 *
 * Every search reads its page's rows and the catalogue's version in one statement: when the version is
 * not the index's (a content was written, by any process or by hand), the index is built again and the
 * search answered from it. So a search never answers from an older catalogue than the one its rows come
 * from, on any replica, and needs no notification or expiry.
 */
export class CatalogueSearch {
  private readonly indexes: SizedLru<number, CatalogueIndex>;
  /** A church's index being built, for every search that needs it meanwhile. */
  private readonly building = new Map<number, Promise<CatalogueIndex>>();

  constructor(
    private readonly db: Database,
    maxBytes: number,
  ) {
    this.indexes = new SizedLru({ maxBytes, sizeOf: (index) => index.bytes });
  }

  async search(igrejaId: number, words: readonly string[], filter: SearchFilter, page: PageRequest): Promise<Paged<PlanoAssinaturaConteudo>> {
    let index = this.indexes.get(igrejaId) ?? (await this.build(igrejaId));
    for (let attempt = 1; ; attempt++) {
      const found = index.find(words, filter, offsetOf(page), page.limit);
      const { versao, rows } = await this.read(igrejaId, found.ids);
      if (versao === index.versao || attempt === ATTEMPTS) {
        const byId = new Map(rows.map((row) => [row.id, row]));
        const items = found.ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [contentView(row)] : [];
        });
        return { items, total: found.total };
      }
      if (this.indexes.peek(igrejaId) === index) this.indexes.delete(igrejaId);
      index = await this.build(igrejaId);
    }
  }

  stats(): CacheStats {
    return this.indexes.stats();
  }

  /** The page's contents of this church and its catalogue version, in one statement (one snapshot). */
  private async read(igrejaId: number, ids: readonly number[]): Promise<{ versao: string; rows: ContentRow[] }> {
    if (ids.length === 0) {
      const [row] = rowsOf<{ versao: string }>(await this.db.execute(sql`select ${versionOf(igrejaId)} as versao`));
      return { versao: row?.versao ?? '0', rows: [] };
    }
    const rows = await selectContents(this.db, { versao: versionOf(igrejaId) }).where(
      and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), sql`${planoAssinaturaConteudo.id} = any(${`{${ids.join(',')}}`}::int[])`),
    );
    // No row (their contents deleted since): the version says so, as it is read alone.
    return { versao: rows[0]?.versao ?? (await this.read(igrejaId, [])).versao, rows };
  }

  private build(igrejaId: number): Promise<CatalogueIndex> {
    const pending = this.building.get(igrejaId);
    if (pending) return pending;
    const built = this.load(igrejaId)
      .then((index) => {
        this.indexes.set(igrejaId, index);
        return index;
      })
      .finally(() => this.building.delete(igrejaId));
    this.building.set(igrejaId, built);
    return built;
  }

  /** The church's contents newest first and its catalogue version, in one statement (one snapshot). */
  private async load(igrejaId: number): Promise<CatalogueIndex> {
    const rows = rowsOf<{ versao: string; id: number | null; texto_busca: string; destaque: boolean; tags: string[]; coletanea_id: number | null }>(
      await this.db.execute(sql`
        select versao.versao, conteudo.id, conteudo.texto_busca, conteudo.destaque, conteudo.tags, conteudo.coletanea_id
        from (select ${versionOf(igrejaId)} as versao) versao
        left join ${planoAssinaturaConteudo} conteudo on conteudo.igreja_id = ${igrejaId}
        order by conteudo.data_publicacao desc, conteudo.id desc`),
    );
    const contents: IndexedContent[] = rows.flatMap((row) =>
      row.id === null ? [] : [{ id: row.id, textoBusca: row.texto_busca, destaque: row.destaque, tags: row.tags, coletaneaId: row.coletanea_id }],
    );
    return new CatalogueIndex(rows[0]?.versao ?? '0', contents);
  }
}
