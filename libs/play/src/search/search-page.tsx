import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { usePageParam } from '@church/routing';
import { Alert, EmptyState, Pagination, Spinner, useSettledValue } from '@church/ui';
import { useContents } from '../api/play-api';
import { SEARCH_PAGE_SIZE } from '../api/play-keys';
import { ContentCard } from '../shared/content-card';
import styles from '../shared/play.module.css';
import { MAX_SEARCH, searchTerms } from './search-terms';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;
/** §2 "search": results over titles, descriptions and tags as the member types, a page at a time. */
export function SearchPage() {
  const { t } = useLingui();
  const church = useChurch();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const typed = useSettledValue(text, SEARCH_DEBOUNCE_MS);
  const [page, setPage, hrefFor] = usePageParam();
  const busca = searchTerms(q);
  const results = useContents({ busca }, page, SEARCH_PAGE_SIZE, { enabled: busca !== '' });
  usePageMeta({ title: `${t`Search`} · ${church.nome}` });

  // What the member typed goes to the address (replacing it, page 1), and the address drives the search.
  useEffect(() => {
    const next = typed.trim();
    if (next === q.trim()) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('q', next);
        else updated.delete('q');
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }, [typed, q, setParams]);

  const total = results.data?.total ?? 0;
  const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;
  const found = busca !== '' && results.data ? (total === 1 ? t`1 result` : t`${total} results`) : '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Search`}</h1>
      <form role="search" className={styles.searchField} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{t`Search titles, descriptions and tags`}</label>
        <input
          id={inputId}
          type="search"
          value={text}
          maxLength={MAX_SEARCH}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <p className={styles.muted} role="status" aria-live="polite">
        {found}
      </p>
      {busca === '' ? <p className={styles.muted}>{t`Type a word to find videos and collections.`}</p> : null}
      {busca !== '' && results.isPending ? <Spinner label={t`Searching`} /> : null}
      {results.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {busca !== '' && results.data?.total === 0 ? <EmptyState title={t`Nothing found for “${busca}”`}>{t`Try other words.`}</EmptyState> : null}
      {busca !== '' && results.data && results.data.planoAssinaturaConteudos.length > 0 ? (
        <ul className={styles.grid} aria-label={t`Results`}>
          {results.data.planoAssinaturaConteudos.map((content) => (
            <li key={content.id}>
              <ContentCard content={content} />
            </li>
          ))}
        </ul>
      ) : null}
      {busca !== '' ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          hrefFor={hrefFor}
          labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of results` }}
        />
      ) : null}
    </div>
  );
}
