import { type RefObject, useEffect } from 'react';
import { useSaveProgress } from '../api/watch-api';
import { isNewProgress, isSaveDue, progressAt, type ProgressBody } from './playback-rules';

/**
 * Keeps where the member is in the video of `videoRef` once it has played: every ~10 s while it plays, on
 * pause, at its end (watched), and as the member leaves (the page hidden or left, the player gone), then
 * sent to outlive the page (`keepalive`). A position the server already has is not sent again, nor one
 * read while the element has no media (between two addresses its position is 0).
 *
 * The player calls it before anything that lets go of the element's media on unmount (hls.js), so that
 * its last save still reads the member's position.
 */
export function useProgressSaving(videoRef: RefObject<HTMLVideoElement | null>, contentId: number): void {
  const { mutate: save } = useSaveProgress(contentId);
  useEffect(() => {
    const element = videoRef.current;
    if (!element) return undefined;
    let started = false;
    let playing = false;
    let hasMedia = false;
    let last: ProgressBody | null = null;
    let lastAt = 0;

    const keep = ({ ended = false, keepalive = false } = {}) => {
      if (!started || !hasMedia) return;
      const next = progressAt(element.currentTime, element.duration, ended);
      if (!isNewProgress(last, next)) return;
      last = next;
      lastAt = Date.now();
      save({ ...next, keepalive });
    };
    const onLoadedMetadata = () => {
      hasMedia = true;
    };
    const onEmptied = () => {
      hasMedia = false;
      playing = false;
    };
    const onPlaying = () => {
      if (!playing) lastAt = Date.now();
      started = true;
      playing = true;
    };
    const onTimeUpdate = () => {
      if (playing && isSaveDue(lastAt, Date.now())) keep();
    };
    const onPause = () => {
      playing = false;
      keep();
    };
    const onEnded = () => {
      playing = false;
      keep({ ended: true });
    };
    const onLeave = () => keep({ keepalive: true });
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };

    const listeners: [string, () => void][] = [
      ['loadedmetadata', onLoadedMetadata],
      ['emptied', onEmptied],
      ['playing', onPlaying],
      ['timeupdate', onTimeUpdate],
      ['pause', onPause],
      ['ended', onEnded],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      onLeave();
    };
  }, [videoRef, save]);
}
