import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePageMeta } from '@church/page-meta';
import { safeSitePath } from '@church/routing';
import { Alert, buttonClassName, PageHeader } from '@church/ui';
import { usePrayerApi } from '../api/use-prayer-api';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';
import type { SentPrayerState } from './new-prayer-page';

function sentState(state: unknown): SentPrayerState | null {
  const candidate = state as Partial<SentPrayerState> | null;
  return candidate && typeof candidate.id === 'number' && typeof candidate.onWall === 'boolean' ? (candidate as SentPrayerState) : null;
}

/** §2 "/prayer/new/success": the request was sent; where it can be seen, and on to `redirectTo` (a path of this site) or the wall. */
export function NewPrayerSuccessPage() {
  const { t } = useLingui();
  const { church } = usePrayerApi();
  const sent = sentState(useLocation().state);
  const [search] = useSearchParams();
  const redirectTo = search.get('redirectTo');
  const onward = redirectTo ? safeSitePath(redirectTo, window.location.origin, prayerPaths.wall.href()) : prayerPaths.wall.href();
  usePageMeta({ title: `${t`Prayer request sent`} · ${church.nome}` });
  return (
    <div className={styles.form}>
      <PageHeader title={t`Prayer request sent`} />
      <Alert type="success">
        {sent?.onWall === false
          ? t`Thank you for sharing. Only you and the church staff can see this request.`
          : sent?.onWall
            ? t`Thank you for sharing. Your request is on the prayer wall.`
            : t`Thank you for sharing. The church will pray with you.`}
      </Alert>
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={onward}>
          {t`Continue`}
        </Link>
        {sent ? (
          <Link className={buttonClassName('secondary')} to={sent.onWall ? prayerPaths.detail.href(sent.id) : prayerPaths.mineDetail.href(sent.id)}>
            {t`See my request`}
          </Link>
        ) : null}
        <Link to={prayerPaths.mine.href()}>{t`My prayer requests`}</Link>
      </div>
    </div>
  );
}
