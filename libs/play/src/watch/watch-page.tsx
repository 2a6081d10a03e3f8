import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import { ContentNotFound } from '@church/content';
import { isNotFound, useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, Button, buttonClassName, EmptyState, Spinner } from '@church/ui';
import { ProviderEmbed } from '@church/ui/embed';
import { useContent } from '../api/play-api';
import { isSubscriptionNeeded, useMedia, useProgress } from '../api/watch-api';
import { playPaths } from '../paths';
import { type FileMedia, FilePlayer, type PlaybackFailure } from './file-player';
import { resumePoint } from './playback-rules';
import styles from './watch.module.css';

/** Where the player will be, while it cannot be there yet. */
function Stage({ children }: { children: ReactNode }) {
  return <div className={styles.stage}>{children}</div>;
}

/** A read failed: the member is told and may ask again. */
function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  return (
    <Stage>
      <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {t`Try again`}
      </Button>
    </Stage>
  );
}

/** Watching takes a subscription the member does not have: the way to the plans. */
function SubscriptionNeeded() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Subscribe to watch this video`}>
      <p>{t`This video is for subscribers. Choose a plan to start watching.`}</p>
      <Link className={buttonClassName()} to={playPaths.plans.href()}>
        {t`See the plans`}
      </Link>
    </EmptyState>
  );
}

/** The player of a video: its media, then the provider's embed or the browser's player resuming where the member stopped. */
function Player({ content }: { content: PlanoAssinaturaConteudo }) {
  const { t } = useLingui();
  const media = useMedia(content.id);
  const progress = useProgress(content.id);
  // The address that could not be played, and where: trying again asks for a new address and resumes there.
  const [failure, setFailure] = useState<(PlaybackFailure & { address: string }) | null>(null);
  const loading = (
    <Stage>
      <Spinner label={t`Loading the video`} />
    </Stage>
  );

  if (media.isPending) return loading;
  if (media.isError) {
    if (isSubscriptionNeeded(media.error)) return <SubscriptionNeeded />;
    if (isNotFound(media.error)) return <ContentNotFound backTo={playPaths.home.href()} backLabel={t`Back to the videos`} />;
    return <LoadFailed onRetry={() => void media.refetch()} retrying={media.isFetching} />;
  }
  const { data } = media;
  if (data.formato === 'youtube' || data.formato === 'vimeo') {
    return <ProviderEmbed video={{ source: data.formato, videoId: data.endereco }} title={content.titulo} />;
  }
  if (progress.isPending) return loading;
  if (failure?.address === data.endereco) {
    return (
      <Stage>
        <Alert type="error">{failure.unsupported ? t`This browser cannot play this video.` : t`The video could not be played.`}</Alert>
        {failure.unsupported ? null : (
          <Button variant="secondary" onClick={() => void media.refetch()} disabled={media.isFetching}>
            {t`Try again`}
          </Button>
        )}
      </Stage>
    );
  }
  const file: FileMedia = { ...data, formato: data.formato };
  return (
    <FilePlayer
      contentId={content.id}
      title={content.titulo}
      media={file}
      startAt={failure ? failure.position : resumePoint(progress.data, content.duracaoSegundos ?? Number.NaN)}
      onRenew={() => void media.refetch()}
      onFailed={(failed) => setFailure({ ...failed, address: data.endereco })}
    />
  );
}

/** A video: the way back to its page, the player, its title and description. */
function Watch({ content }: { content: PlanoAssinaturaConteudo }) {
  const { t } = useLingui();
  return (
    <article>
      <Link className={styles.back} to={playPaths.video.href(content.id)}>
        {t`Back to the video's page`}
      </Link>
      <div className={styles.player}>
        <Player content={content} />
      </div>
      <h1 className={styles.title}>{content.titulo}</h1>
      {content.descricao ? <p className={styles.description}>{content.descricao}</p> : null}
    </article>
  );
}

/** A collection is not watched itself: its page lists the videos to watch. */
function CollectionNotWatched({ content }: { content: PlanoAssinaturaConteudo }) {
  const { t } = useLingui();
  return (
    <article>
      <h1 className={styles.title}>{content.titulo}</h1>
      <p className={styles.description}>{t`This is a collection: choose one of its videos to watch.`}</p>
      <p>
        <Link className={buttonClassName()} to={playPaths.collection.href(content.id)}>
          {t`See the collection's videos`}
        </Link>
      </p>
    </article>
  );
}

/**
 * §2 "watch/{id}" (login required): a video of the area in the browser's player or the provider's
 * embed, from where the member stopped; a member without the subscription it takes is shown the plans.
 */
export function WatchPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { id } = useParams();
  const contentId = parseId(id) ?? 0;
  const content = useContent(contentId);
  const title = content.data?.titulo ?? '';
  usePageMeta({
    title: content.data ? `${t`Watch: ${title}`} · ${church.nome}` : church.nome,
    description: content.data?.descricao ?? undefined,
    image: content.data?.imagem ?? undefined,
  });
  const notFound = <ContentNotFound backTo={playPaths.home.href()} backLabel={t`Back to the videos`} />;
  let body;
  if (contentId === 0) body = notFound;
  else if (content.isPending) body = <Spinner label={t`Loading the video`} />;
  else if (content.isError) body = isNotFound(content.error) ? notFound : <LoadFailed onRetry={() => void content.refetch()} retrying={content.isFetching} />;
  else if (content.data.tipo === 'coletanea') body = <CollectionNotWatched content={content.data} />;
  else body = <Watch key={content.data.id} content={content.data} />;
  return <div className={styles.page}>{body}</div>;
}
