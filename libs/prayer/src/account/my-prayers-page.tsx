import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import contentStyles from '@church/content/content.module.css';
import { usePageMeta } from '@church/page-meta';
import { usePageParam } from '@church/routing';
import { Alert, buttonClassName, EmptyState, PageHeader, Pagination, Spinner } from '@church/ui';
import { useMyPrayers } from '../api/get-my-prayers';
import { PRAYER_PAGE_SIZE } from '../api/prayer-keys';
import { usePrayerApi } from '../api/use-prayer-api';
import { PrayerCard } from '../components/prayer-card';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';

/** §2 "/user/prayer": the member's own requests at this church, on the wall or private, newest first. */
export function MyPrayersPage() {
  const { t } = useLingui();
  const { church } = usePrayerApi();
  const [page, setPage, hrefFor] = usePageParam();
  const mine = useMyPrayers(page);
  usePageMeta({ title: `${t`My prayer requests`} · ${church.nome}` });
  const totalPages = Math.ceil((mine.data?.total ?? 0) / PRAYER_PAGE_SIZE);
  const share = (
    <Link className={buttonClassName()} to={prayerPaths.newRequest.href(prayerPaths.mine.href())}>
      {t`Share a prayer request`}
    </Link>
  );

  return (
    <>
      <PageHeader title={t`My prayer requests`} subtitle={t`Those on the wall and those only the church staff can see.`} />
      {mine.isPending ? <Spinner label={t`Loading your prayer requests`} /> : null}
      {mine.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {mine.data?.oracoes.length === 0 ? <EmptyState title={t`You have not shared a prayer request yet`}>{share}</EmptyState> : null}
      {mine.data && mine.data.oracoes.length > 0 ? (
        <>
          <div className={styles.actions}>{share}</div>
          <ul className={contentStyles.list}>
            {mine.data.oracoes.map((oracao) => (
              <PrayerCard key={oracao.id} oracao={oracao} to={prayerPaths.mineDetail.href(oracao.id)} showVisibility />
            ))}
          </ul>
        </>
      ) : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status: t`Page ${page} of ${totalPages}`, navigation: t`Pages of my prayer requests` }}
      />
      <p>
        <Link to="/user/account">{t`Back to my account`}</Link>
      </p>
    </>
  );
}
