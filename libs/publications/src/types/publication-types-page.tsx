import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, Pagination, Spinner } from '@church/ui';
import { usePublicationTypes } from '../api/get-publication-types';
import { PUBLICATIONS_PAGE_SIZE } from '../api/publication-keys';
import { usePageParam } from '@church/routing';
import { PublicationTypeList } from './publication-type-list';

/** §2 "/publication-types": the kinds of publication the church has. */
export function PublicationTypesPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const types = usePublicationTypes(page);
  usePageMeta({ title: `${t`Publication types`} · ${church.nome}` });
  const totalPages = Math.ceil((types.data?.total ?? 0) / PUBLICATIONS_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={t`Publication types`} subtitle={t`Bulletins, articles and more from our church.`} />
      {types.isPending ? <Spinner label={t`Loading publication types`} /> : null}
      {types.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {types.data ? <PublicationTypeList types={types.data.publicacaoTipos} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of publication types` }}
      />
    </>
  );
}
