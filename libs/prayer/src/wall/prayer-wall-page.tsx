import { useLingui } from '@lingui/react/macro';
import contentStyles from '@church/content/content.module.css';
import { usePageMeta } from '@church/page-meta';
import { usePageParam } from '@church/routing';
import { Alert, EmptyState, PageHeader, Pagination, Spinner } from '@church/ui';
import { usePrayerWall } from '../api/get-prayer-wall';
import { PRAYER_PAGE_SIZE } from '../api/prayer-keys';
import { usePrayerApi } from '../api/use-prayer-api';
import { PrayerCard } from '../components/prayer-card';
import { ShareRequestAction } from '../components/share-request-action';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';

/** §2 "/prayer": the requests members published on the wall, newest first, paged on the server. */
export function PrayerWallPage() {
  const { t } = useLingui();
  const { church } = usePrayerApi();
  const [page, setPage, hrefFor] = usePageParam();
  const wall = usePrayerWall(page);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Prayer wall`} · ${churchName}`, description: t`Pray with ${churchName}: the requests of our church, and yours.` });
  const totalPages = Math.ceil((wall.data?.total ?? 0) / PRAYER_PAGE_SIZE);

  return (
    <>
      <PageHeader title={t`Prayer wall`} subtitle={t`Pray for one another. Say you prayed, or leave a word of encouragement.`} />
      <div className={styles.actions}>
        <ShareRequestAction />
      </div>
      {wall.isPending ? <Spinner label={t`Loading the prayer wall`} /> : null}
      {wall.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {wall.data?.oracoes.length === 0 ? <EmptyState title={t`No prayer requests on the wall yet`} /> : null}
      {wall.data && wall.data.oracoes.length > 0 ? (
        <ul className={contentStyles.list}>
          {wall.data.oracoes.map((oracao) => (
            <PrayerCard key={oracao.id} oracao={oracao} to={prayerPaths.detail.href(oracao.id)} />
          ))}
        </ul>
      ) : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status: t`Page ${page} of ${totalPages}`, navigation: t`Pages of the prayer wall` }}
      />
    </>
  );
}
