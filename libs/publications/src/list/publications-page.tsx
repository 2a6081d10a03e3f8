import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, ListSkeleton, PageHeader, Pagination } from '@church/ui';
import { usePublications } from '../api/get-publications';
import { PUBLICATIONS_PAGE_SIZE } from '../api/publication-keys';
import { publicationPaths } from '../paths';
import { usePageParam } from '@church/routing';
import styles from '../shared/publications.module.css';
import { PublicationList } from './publication-list';

/** §2 "/publications": the church's publications, newest first; `?type=<slug>` shows one type. */
export function PublicationsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [params] = useSearchParams();
  const type = params.get('type');
  const [page, setPage, hrefFor] = usePageParam();
  const publications = usePublications(type, page);
  const typeName = type ? (publications.data?.publicacoes[0]?.tipo.nome ?? null) : null;
  const title = typeName ?? t`Publications`;
  usePageMeta({ title: `${title} · ${church.nome}` });
  const totalPages = Math.ceil((publications.data?.total ?? 0) / PUBLICATIONS_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={title} subtitle={type ? t`Publications of this type` : t`News, bulletins and articles from our church.`} />
      <p className={styles.filter}>
        {type ? <Link to={publicationPaths.list.href()}>{t`See all publications`}</Link> : null}
        <Link to={publicationPaths.types.href()}>{t`Browse by type`}</Link>
      </p>
      {publications.isPending ? <ListSkeleton label={t`Loading publications`} media /> : null}
      {publications.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {publications.data ? <PublicationList publications={publications.data.publicacoes} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of publications` }}
      />
    </>
  );
}
