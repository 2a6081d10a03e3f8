import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Transmissao } from '@church/contracts-live';
import { ProviderEmbed, useHlsSource, VideoFrame } from '@church/ui/embed';
import styles from './live.module.css';

export interface BroadcastPlayerProps {
  broadcast: Pick<Transmissao, 'titulo' | 'stream'>;
}

/**
 * The broadcast's player: the privacy-respecting YouTube or Vimeo embed, an MP4 in the browser's own
 * player, or an HLS stream, natively where the browser plays it, else through hls.js, loaded only then.
 */
export function BroadcastPlayer({ broadcast }: BroadcastPlayerProps) {
  const { stream, titulo } = broadcast;
  if ((stream.tipo === 'youtube' || stream.tipo === 'vimeo') && stream.videoId) {
    return <ProviderEmbed video={{ source: stream.tipo, videoId: stream.videoId }} title={titulo} />;
  }
  if (stream.tipo === 'hls') return <HlsPlayer url={stream.url} title={titulo} />;
  if (stream.tipo === 'mp4') return <FilePlayer url={stream.url} title={titulo} />;
  return <PlayerMessage url={stream.url} />;
}

function PlayerMessage({ url }: { url: string }) {
  const { t } = useLingui();
  return (
    <VideoFrame>
      <div className={styles.playerMessage} role="alert">
        <p>{t`The broadcast could not be played here.`}</p>
        <a href={url} target="_blank" rel="noopener noreferrer">{t`Open the broadcast`}</a>
      </div>
    </VideoFrame>
  );
}

function FilePlayer({ url, title }: { url: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <PlayerMessage url={url} />;
  return (
    <VideoFrame>
      <video src={url} controls playsInline preload="metadata" aria-label={title} onError={() => setFailed(true)} />
    </VideoFrame>
  );
}

function HlsPlayer({ url, title }: { url: string; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  // The stream that failed: another address plays again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  useHlsSource(video, url, () => setFailedUrl(url));
  if (failedUrl === url) return <PlayerMessage url={url} />;
  return (
    <VideoFrame>
      <video ref={video} controls playsInline preload="metadata" aria-label={title} onError={() => setFailedUrl(url)} />
    </VideoFrame>
  );
}
