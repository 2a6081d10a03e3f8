import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { usePageParam } from '@church/routing';
import { Alert, EmptyState, PageHeader, Pagination, Spinner } from '@church/ui';
import { BIBLE_SEARCH_PAGE_SIZE } from '../api/bible-keys';
import { useBibleVersions } from '../api/get-bible-versions';
import { isNotFound } from '@church/data-access';
import { useBibleSearch } from '../api/search-bible';
import { BibleSearchForm } from '../reader/bible-search-form';
import { passageReference, readerPlace } from '../reader/passage';
import { biblePaths } from '../paths';
import { highlightParts } from './highlight';
import styles from '../reader/reader.module.css';

/**
 * /bible/search?version=web&q=…: the verses of the translation that hold a word or phrase, searched on
 * the server and paged; each opens the reader at its verse.
 */
export function BibleSearchPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const { version: code } = readerPlace(search, church.idioma);
  const q = search.get('q')?.trim() ?? '';
  const [page, setPage, hrefFor] = usePageParam();
  const versions = useBibleVersions();
  const version = versions.data?.find((candidate) => candidate.codigo === code);
  const results = useBibleSearch(code, q, page);
  const churchName = church.nome;
  usePageMeta({ title: q ? `${t`Search the Bible`}: ${q} · ${churchName}` : `${t`Search the Bible`} · ${churchName}` });
  const total = results.data?.total ?? 0;
  const totalPages = Math.ceil(total / BIBLE_SEARCH_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <article className={styles.reader}>
      <PageHeader title={t`Search the Bible`} subtitle={version ? `${version.nome} (${version.sigla})` : undefined} />
      <div className={styles.toolbar}>
        <BibleSearchForm key={`${code}:${q}`} version={code} initial={q} />
        <Link to={biblePaths.reader.href()}>{t`Back to the reader`}</Link>
      </div>
      {!q ? <p>{t`Type a word or phrase to find the verses that hold it.`}</p> : null}
      {q && results.isPending ? <Spinner label={t`Searching`} /> : null}
      {results.isError && isNotFound(results.error) ? <Alert type="warning">{t`Search for at least two letters or digits.`}</Alert> : null}
      {results.isError && !isNotFound(results.error) ? <Alert type="error">{t`The search could not be done. Check your connection and try again.`}</Alert> : null}
      {results.data && total === 0 ? <EmptyState title={t`No verses hold “${q}”.`} /> : null}
      {results.data && total > 0 ? (
        <>
          <p className={styles.resultCount}>{total === 1 ? t`1 verse holds “${q}”.` : t`${total} verses hold “${q}”.`}</p>
          <ol className={styles.results}>
            {results.data.resultados.map((found) => (
              <li key={`${found.livro}-${found.capitulo}-${found.versiculo}`}>
                <Link to={biblePaths.reader.href({ version: code, book: found.livro, chapter: found.capitulo, verse: found.versiculo })} className={styles.resultReference}>
                  {passageReference(found.nomeLivro, found.capitulo, [found.versiculo])}
                </Link>
                <p>
                  {highlightParts(found.texto, q).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
                </p>
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={setPage}
            hrefFor={hrefFor}
            labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of results` }}
          />
        </>
      ) : null}
    </article>
  );
}
