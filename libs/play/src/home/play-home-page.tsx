import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, ListSkeleton } from '@church/ui';
import { useContents, useContinueWatching, useHomeTags, useMyList, usePlanConfig, usePlayApi } from '../api/play-api';
import { ROW_SIZE } from '../api/play-keys';
import { contentHref } from '../shared/content-card';
import { ContentRow } from '../shared/content-row';
import { playPaths } from '../paths';
import styles from '../shared/play.module.css';
import { Thumbnail } from '../shared/thumbnail';
import { TagRow } from './tag-row';

/** §2 "/play": the area's home: what the church features, the member's rows, then a row per home tag. */
export function PlayHomePage() {
  const { t } = useLingui();
  const church = useChurch();
  const { signedIn } = usePlayApi();
  const config = usePlanConfig();
  const featured = useContents({ destaque: true }, 1, ROW_SIZE);
  const tags = useHomeTags();
  const continueWatching = useContinueWatching();
  const myList = useMyList();
  const title = config.data?.titulo ?? t`Watch`;
  usePageMeta({ title: `${title} · ${church.nome}`, description: config.data?.descricao ?? undefined });

  const [hero, ...otherFeatured] = featured.data?.planoAssinaturaConteudos ?? [];
  const heroTitle = hero?.titulo ?? '';
  const heroId = useId();
  const pending = featured.isPending || tags.isPending;
  const failed = featured.isError || tags.isError;
  const empty = !pending && !failed && !hero && tags.data?.length === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <nav className={styles.actions} aria-label={t`Video area`}>
        <Link className={`${styles.button} ${styles.secondary}`} to={playPaths.search.href()}>{t`Search`}</Link>
        <Link className={`${styles.button} ${styles.secondary}`} to={playPaths.plans.href()}>{t`Plans`}</Link>
      </nav>
      {pending ? <ListSkeleton label={t`Loading videos`} media /> : null}
      {failed ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {empty ? <EmptyState title={t`Nothing to watch yet`}>{t`Come back soon.`}</EmptyState> : null}
      {hero ? (
        <section className={styles.hero} aria-labelledby={heroId}>
          <Thumbnail content={hero} eager />
          <div>
            <h2 id={heroId} className={styles.title}>
              {hero.titulo}
            </h2>
            {hero.descricao ? <p className={styles.muted}>{hero.descricao}</p> : null}
            <div className={styles.actions}>
              {hero.tipo === 'video' ? (
                <Link className={styles.button} to={playPaths.watch.href(hero.id)} aria-label={t`Watch: ${heroTitle}`}>
                  {t`Watch`}
                </Link>
              ) : null}
              <Link
                className={`${styles.button} ${styles.secondary}`}
                to={contentHref(hero)}
                aria-label={hero.tipo === 'coletanea' ? t`See the collection: ${heroTitle}` : t`See the video: ${heroTitle}`}
              >
                {hero.tipo === 'coletanea' ? t`See the collection` : t`See the video`}
              </Link>
            </div>
          </div>
        </section>
      ) : null}
      {otherFeatured.length > 0 ? <ContentRow title={t`Featured`} contents={otherFeatured} /> : null}
      {signedIn && continueWatching.data && continueWatching.data.length > 0 ? (
        <ContentRow
          title={t`Continue watching`}
          contents={continueWatching.data.map((progress) => progress.planoAssinaturaConteudo)}
          extra={(content) => {
            const progress = continueWatching.data.find((item) => item.planoAssinaturaConteudo.id === content.id);
            const duration = content.duracaoSegundos ?? 0;
            const name = content.titulo;
            return progress && duration > 0 ? (
              <progress className={styles.progress} max={duration} value={progress.segundos} aria-label={t`Watched of ${name}`} />
            ) : null;
          }}
        />
      ) : null}
      {signedIn && myList.data && myList.data.length > 0 ? (
        <ContentRow title={t`My list`} contents={myList.data.map((item) => item.planoAssinaturaConteudo)} />
      ) : null}
      {tags.data?.map((row) => <TagRow key={row.tag} row={row} />)}
    </div>
  );
}
