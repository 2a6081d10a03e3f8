import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { NowPlaying } from '@church/state';
import styles from './audio-player.module.css';
import { formatTime } from './format-time';

export interface AudioPlayerProps {
  track: NowPlaying;
  onClose: () => void;
}

/** Starts playing; a browser may refuse (autoplay rules), which leaves the player paused. */
function startPlaying(audio: HTMLAudioElement): void {
  const started = audio.play() as Promise<void> | undefined;
  started?.catch(() => undefined);
}

/**
 * The shell's audio player: one <audio> element that keeps playing while the visitor moves between
 * pages. Play and pause, a seek slider (arrow keys move it), the time, the title, and close.
 */
export function AudioPlayer({ track, onClose }: AudioPlayerProps) {
  const { t } = useLingui();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);

  // A new episode: start it from the beginning.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    setFailed(false);
    setPosition(0);
    setDuration(0);
    startPlaying(audio);
  }, [track.src]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) audio.pause();
    else startPlaying(audio);
  };
  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const audio = audioRef.current;
    const to = Number(event.target.value);
    if (audio) audio.currentTime = to;
    setPosition(to);
  };
  const close = () => {
    audioRef.current?.pause();
    onClose();
  };

  const elapsed = formatTime(position);
  const total = formatTime(duration);
  const title = track.title;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.player} aria-label={t`Audio player`}>
        <audio
          ref={audioRef}
          src={track.src}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onError={() => {
            setFailed(true);
            setPlaying(false);
          }}
        />
        <button type="button" className={styles.toggle} onClick={toggle} aria-label={playing ? t`Pause: ${title}` : t`Play: ${title}`}>
          {playing ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <rect x="5" y="4" width="5" height="16" rx="1" />
              <rect x="14" y="4" width="5" height="16" rx="1" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z" />
            </svg>
          )}
        </button>
        <div className={styles.info}>
          <p className={styles.title}>{track.title}</p>
          {failed ? (
            <p className={styles.error} role="alert">
              {t`This episode could not be played.`}
            </p>
          ) : track.show ? (
            <p className={styles.show}>{track.show}</p>
          ) : null}
        </div>
        <div className={styles.seek}>
          <input
            type="range"
            min={0}
            max={duration > 0 && Number.isFinite(duration) ? duration : 0}
            step={1}
            value={position}
            onChange={seek}
            disabled={!(duration > 0)}
            aria-label={t`Position in the episode`}
            aria-valuetext={t`${elapsed} of ${total}`}
          />
          <span className={styles.time}>
            {elapsed} / {total}
          </span>
        </div>
        <button type="button" className={styles.close} onClick={close} aria-label={t`Close the player`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </section>
    </>
  );
}
