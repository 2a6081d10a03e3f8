import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentNotFound } from '@church/content';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, Button, buttonClassName, PageHeader, Spinner } from '@church/ui';
import { useDeletePrayerRequest } from '../api/delete-prayer-request';
import { usePrayerRequest } from '../api/get-prayer-request';
import { isNotFound } from '@church/data-access';
import { usePrayerApi } from '../api/use-prayer-api';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';

/** §2 "/prayer/{prayerId}/delete" (login required): the author confirms, and the request, its messages and picture are deleted. */
export function DeletePrayerPage() {
  const { t } = useLingui();
  const { church, viewerId } = usePrayerApi();
  const id = parseId(useParams().prayerId);
  const request = usePrayerRequest(id ?? 0, id !== null && viewerId !== 0);
  const remove = useDeletePrayerRequest(id ?? 0);
  const navigate = useNavigate();
  usePageMeta({ title: `${t`Delete the prayer request`} · ${church.nome}` });

  const notFound = <ContentNotFound backTo={prayerPaths.mine.href()} backLabel={t`Back to my prayer requests`} />;
  if (id === null) return notFound;
  if (request.isPending) return <Spinner label={t`Loading the prayer request`} />;
  if (request.isError) {
    return isNotFound(request.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  const excerpt = request.data.mensagem.length > 80 ? `${request.data.mensagem.slice(0, 80)}…` : request.data.mensagem;
  const back = request.data.flagPublicarMural ? prayerPaths.detail.href(id) : prayerPaths.mineDetail.href(id);
  if (!request.data.flagAutor) {
    return (
      <div className={styles.form}>
        <PageHeader title={t`Delete the prayer request`} />
        <Alert type="warning">{t`Only the person who shared a prayer request can delete it.`}</Alert>
        <p>
          <Link to={back}>{t`Back to the request`}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <PageHeader title={t`Delete the prayer request`} />
      <p>{t`Delete your request “${excerpt}”? Its messages and picture go with it. This cannot be undone.`}</p>
      {remove.isError ? <Alert type="error">{t`The prayer request could not be deleted. Please try again.`}</Alert> : null}
      <div className={styles.actions}>
        <Button
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => navigate(prayerPaths.deleteSuccess.href(), { replace: true }),
            })
          }
        >
          {t`Yes, delete it`}
        </Button>
        <Link className={buttonClassName('secondary')} to={back}>
          {t`Cancel`}
        </Link>
      </div>
    </div>
  );
}

/** §2 "/prayer/delete/success". */
export function DeletePrayerSuccessPage() {
  const { t } = useLingui();
  const { church } = usePrayerApi();
  usePageMeta({ title: `${t`Prayer request deleted`} · ${church.nome}` });
  return (
    <div className={styles.form}>
      <PageHeader title={t`Prayer request deleted`} />
      <Alert type="success">{t`Your prayer request, its messages and its picture were deleted.`}</Alert>
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={prayerPaths.mine.href()}>
          {t`My prayer requests`}
        </Link>
        <Link to={prayerPaths.wall.href()}>{t`Back to the prayer wall`}</Link>
      </div>
    </div>
  );
}
