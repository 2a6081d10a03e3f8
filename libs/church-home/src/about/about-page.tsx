import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getCongregationsQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, ResponsiveImage, Spinner } from '@church/ui';
import { CongregationList } from './congregation-list';
import styles from './about-page.module.css';

/** About us (§2 "/about"): the church's description, history, pictures and congregations. */
export function AboutPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { clients } = useDataAccess();
  const congregations = useQuery(getCongregationsQueryOptions(clients.api, church.id));
  usePageMeta({ title: `${t`About us`} · ${church.nome}`, description: church.descricao ?? church.historia });
  const paragraphs = (church.historia ?? '').split(/\n+/).filter(Boolean);

  return (
    <>
      <PageHeader title={t`About us`} subtitle={church.nome} />
      <div className={styles.story}>
        {church.descricao ? <p>{church.descricao}</p> : null}
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {church.imagens.length ? (
        <div className={styles.gallery}>
          {church.imagens.map((image) => (
            <ResponsiveImage key={image.url} image={image} alt={image.descricao ?? church.nome} />
          ))}
        </div>
      ) : null}
      <section className={styles.section} aria-labelledby="congregations-title">
        <h2 id="congregations-title">{t`Our congregations`}</h2>
        {congregations.isPending ? <Spinner label={t`Loading congregations`} /> : null}
        {congregations.isError ? (
          <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
        ) : null}
        {congregations.data ? <CongregationList congregations={congregations.data} /> : null}
      </section>
    </>
  );
}
