import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { planoAssinaturaBusca, planoAssinaturaConteudo } from './schema';

/** A search answers from its newest matches, at most this many (the contract says so). */
export const SEARCH_WINDOW = 500;

/** How many of the newest contents a dense search reads by date before the words index. */
export const PROBE_ROWS = 1000;

/** How many of the newest contents tell whether a search is dense: half of them match. */
const SAMPLE_ROWS = 100;

/**
 * The newest SEARCH_WINDOW matches of a search (`id`, `vetor`, `data`), as a subquery, in one
 * statement whatever the words.
 *
 * The words index finds every match and the newest are sorted out of them, so its work grows with the
 * matches: a prefix in most of a large catalogue ("s", "ser", typed first as a member starts a word)
 * reads tens of thousands of rows to keep 500. PostgreSQL estimates any prefix's matches at a fixed
 * share, so it never chooses the other way by itself. So the newest SAMPLE_ROWS contents are tried
 * first: when half of them match, the newest PROBE_ROWS are read by date until a full window of
 * matches is found, and the index is never opened. Any other search, or a dense one whose older
 * contents do not fill the window, is answered by the index, as before. Either way the window holds
 * exactly the newest matches: a match outside the newest contents is older than all of them.
 */
export function searchWindow(igrejaId: number | Placeholder, matches: SQL, filters: SQL[]): SQL {
  const busca = planoAssinaturaBusca;
  const rows = filters.length === 0 ? sql`${busca}` : sql`${busca} inner join ${planoAssinaturaConteudo} on ${planoAssinaturaConteudo.id} = ${busca.conteudoId}`;
  const kept = and(eq(busca.igrejaId, igrejaId), ...filters);
  const columns = sql`${busca.conteudoId} as id, ${busca.vetorBusca} as vetor, ${busca.dataPublicacao} as data`;
  const newestFirst = sql`order by ${busca.dataPublicacao} desc, ${busca.conteudoId} desc`;
  return sql`(
    with densa as (
        select count(*) * 2 >= ${SAMPLE_ROWS} as sim
        from (select ${columns} from ${rows} where ${kept} ${newestFirst} limit ${SAMPLE_ROWS}) amostra
        where vetor @@ ${matches}),
      recentes as (
        select id, vetor, data
        from (select ${columns} from ${rows} where ${kept} ${newestFirst} limit ${PROBE_ROWS}) sonda
        where (select sim from densa) and vetor @@ ${matches}
        order by data desc, id desc limit ${SEARCH_WINDOW})
    (select id, vetor, data from recentes where (select count(*) from recentes) >= ${SEARCH_WINDOW})
    union all
    (select ${columns} from ${rows} where ${kept} and ${busca.vetorBusca} @@ ${matches} and (select count(*) from recentes) < ${SEARCH_WINDOW} ${newestFirst} limit ${SEARCH_WINDOW})
  )`;
}
