import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { nowPlayingAtom, useAtom } from '@church/state';
import { Alert, Button, PageHeader, Spinner } from '@church/ui';
import { usePodcastEpisodes } from '../api/get-podcast-episodes';
import { EpisodeList } from './episode-list';
import styles from './episodes.module.css';

/** §2 "/podcast": the church's podcast episodes, 10 at a time; playing one uses the shell's audio player. */
export function PodcastPage() {
  const { t } = useLingui();
  const church = useChurch();
  const episodes = usePodcastEpisodes();
  const [nowPlaying, setNowPlaying] = useAtom(nowPlayingAtom);
  const podcast = episodes.data?.pages[0]?.podcast ?? null;
  usePageMeta({ title: `${podcast?.title ?? t`Podcast`} · ${church.nome}`, description: podcast?.description, image: podcast?.image });
  const items = episodes.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader title={t`Podcast`} subtitle={podcast?.title} />
      {podcast ? (
        <div className={styles.show}>
          {podcast.image ? <img src={podcast.image} alt="" width={96} height={96} loading="lazy" /> : null}
          <p>{podcast.description}</p>
        </div>
      ) : null}
      {episodes.isPending ? <Spinner label={t`Loading episodes`} /> : null}
      {episodes.isError && !episodes.data ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {episodes.data ? (
        <EpisodeList
          episodes={items}
          currentId={nowPlaying?.id ?? null}
          onPlay={(episode) =>
            setNowPlaying({ id: episode.id, title: episode.title, src: episode.audio_file, show: podcast?.title ?? null, image: episode.background })
          }
        />
      ) : null}
      {episodes.isFetchNextPageError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {episodes.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void episodes.fetchNextPage()} disabled={episodes.isFetchingNextPage}>
            {episodes.isFetchingNextPage ? t`Loading more episodes…` : t`Load more episodes`}
          </Button>
        </div>
      ) : null}
    </>
  );
}
