import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { PlanoAssinaturaConteudoDetalhe } from '@church/contracts-play';
import { ContentNotFound } from '@church/content';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { isNotFound } from '@church/data-access';
import { useContent } from '../api/play-api';
import { contentHref, ContentCard } from '../shared/content-card';
import { playPaths } from '../paths';
import styles from '../shared/play.module.css';
import { Thumbnail } from '../shared/thumbnail';
import { MyListButton } from './my-list-button';

type Kind = PlanoAssinaturaConteudoDetalhe['tipo'];

/** A content's page: its picture, title, description and tags, the way to watch it and the member's list. */
function ContentDetail({ content }: { content: PlanoAssinaturaConteudoDetalhe }) {
  const { t } = useLingui();
  const title = content.titulo;
  const minutes = content.duracaoSegundos === null ? null : Math.max(1, Math.round(content.duracaoSegundos / 60));
  const first = content.tipo === 'coletanea' ? content.videos[0] : content;
  const videosId = useId();
  return (
    <article>
      <div className={styles.hero}>
        <Thumbnail content={content} eager />
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.meta}>
            {content.tipo === 'coletanea' ? t`Collection` : t`Video`}
            {minutes === null ? null : ` · ${t`${minutes} min`}`}
            {' · '}
            {content.tipoVisibilidadeConteudo === 'gratuito' ? t`Free for signed-in members` : t`For subscribers`}
          </p>
          {content.coletanea ? (
            <p className={styles.meta}>
              {t`Part of`} <Link to={playPaths.collection.href(content.coletanea.id)}>{content.coletanea.titulo}</Link>
            </p>
          ) : null}
          {content.descricao ? <p>{content.descricao}</p> : null}
          {content.tags.length > 0 ? (
            <ul className={styles.tags} aria-label={t`Tags`}>
              {content.tags.map((tag) => (
                <li key={tag}>
                  <Link to={playPaths.search.href(tag)}>{tag}</Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.actions}>
            {first ? (
              <Link className={styles.button} to={playPaths.watch.href(first.id)} aria-label={t`Watch: ${title}`}>
                {t`Watch`}
              </Link>
            ) : null}
            <MyListButton contentId={content.id} title={title} />
          </div>
        </div>
      </div>
      {content.tipo === 'coletanea' ? (
        <section aria-labelledby={videosId}>
          <h2 id={videosId} className={styles.rowTitle}>
            {t`Videos in this collection`}
          </h2>
          {content.videos.length === 0 ? <p className={styles.muted}>{t`No videos in this collection yet.`}</p> : null}
          <ol className={styles.grid}>
            {content.videos.map((video) => (
              <li key={video.id}>
                <ContentCard content={video} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}

/** The page of one content by the id in its address; a content of the other kind goes to its own address. */
function ContentPage({ kind }: { kind: Kind }) {
  const { t } = useLingui();
  const church = useChurch();
  const { id = '' } = useParams();
  const contentId = /^\d+$/.test(id) ? Number(id) : 0;
  const content = useContent(contentId);
  usePageMeta({
    title: content.data ? `${content.data.titulo} · ${church.nome}` : church.nome,
    description: content.data?.descricao ?? undefined,
    image: content.data?.imagem ?? undefined,
  });
  const notFound = <ContentNotFound backTo={playPaths.home.href()} backLabel={t`Back to the videos`} />;
  if (contentId === 0) return <div className={styles.page}>{notFound}</div>;
  let body;
  if (content.isPending) body = <Spinner label={kind === 'coletanea' ? t`Loading the collection` : t`Loading the video`} />;
  else if (content.isError) body = isNotFound(content.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  else if (content.data.tipo !== kind) return <Navigate to={contentHref(content.data)} replace />;
  else body = <ContentDetail content={content.data} />;
  return <div className={styles.page}>{body}</div>;
}

/** §2 "video/{id}". */
export function VideoPage() {
  return <ContentPage kind="video" />;
}

/** §2 "collection/{id}": the collection and its videos in order. */
export function CollectionPage() {
  return <ContentPage kind="coletanea" />;
}
