import { useLingui } from '@lingui/react/macro';
import { type SyntheticEvent, useRef } from 'react';
import type { Midia } from '@church/contracts-play';
import { useHlsSource, VideoFrame } from '@church/ui/embed';
import { shouldRenewAddress } from './playback-rules';
import { useProgressSaving } from './use-progress-saving';

/** A video of the area's own store: a signed address that expires. */
export type FileMedia = Midia & { formato: 'hls' | 'mp4' };

/** Why the player stopped for good, and where, for a new attempt to resume there. */
export interface PlaybackFailure {
  position: number;
  /** The browser plays no HLS, with or without hls.js: trying again does not help. */
  unsupported: boolean;
}

export interface FilePlayerProps {
  contentId: number;
  title: string;
  media: FileMedia;
  /** Where to start once the first address's metadata is loaded; null for the beginning. */
  startAt: number | null;
  /** The address playing was refused or has expired: ask for a new one; the player resumes where it was. */
  onRenew: () => void;
  onFailed: (failure: PlaybackFailure) => void;
}

/** A caption language's name in the page's language ("Portuguese (Brazil)"), else its code. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The browser's own player (`<video controls>`: keyboard and screen-reader accessible) for an MP4 or an
 * HLS playlist (natively, else through hls.js), with the video's captions. It resumes at `startAt`,
 * keeps the member's progress, and when its signed address expires asks for a new one and goes on from
 * the same moment in the same element (a member in full screen stays there).
 */
export function FilePlayer({ contentId, title, media, startAt, onRenew, onFailed }: FilePlayerProps) {
  const { i18n } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  /** Where to go, and whether to play on, once the next address's metadata is loaded. */
  const pending = useRef<{ at: number | null; play: boolean }>({ at: startAt, play: false });
  /** The address whose metadata loaded (it played), and the one a new address was asked for. */
  const loaded = useRef<string | null>(null);
  const renewing = useRef<string | null>(null);

  // Before useHlsSource: on unmount its last save reads the position before hls.js lets go of the media.
  useProgressSaving(video, contentId);

  const fail = (status?: number, unsupported = false) => {
    const element = video.current;
    if (renewing.current === media.endereco) return;
    const position = element?.currentTime ?? 0;
    if (!unsupported && shouldRenewAddress({ expiraEm: media.expiraEm, loaded: loaded.current === media.endereco }, { status, at: Date.now() })) {
      renewing.current = media.endereco;
      pending.current = { at: position, play: element ? !element.paused : false };
      onRenew();
      return;
    }
    onFailed({ position, unsupported });
  };

  useHlsSource(video, media.formato === 'hls' ? media.endereco : null, (failure) => fail(failure.status, failure.reason === 'unsupported'));

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    loaded.current = media.endereco;
    const { at, play } = pending.current;
    pending.current = { at: null, play: false };
    if (at !== null && at > 0 && !(element.duration <= at)) element.currentTime = at;
    if (play) Promise.resolve(element.play()).catch(() => undefined);
  };

  return (
    <VideoFrame>
      <video
        ref={video}
        src={media.formato === 'mp4' ? media.endereco : undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={title}
        onLoadedMetadata={onLoadedMetadata}
        onError={() => fail()}
      >
        {media.legendas.map((caption) => (
          <track key={caption.idioma} kind="captions" src={caption.endereco} srcLang={caption.idioma} label={languageName(caption.idioma, i18n.locale)} />
        ))}
      </video>
    </VideoFrame>
  );
}
