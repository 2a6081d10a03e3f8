import { type RefObject, useEffect, useRef } from 'react';

/** Why an HLS stream stopped playing. */
export interface HlsFailure {
  /**
   * `unsupported`: neither the browser nor hls.js plays HLS here; `network`: a load failed (the
   * playlist, a segment, or hls.js itself); `playback`: the stream could not be decoded or played.
   */
  reason: 'unsupported' | 'network' | 'playback';
  /** The HTTP status of the load that failed, when it had an answer (403: a signed address that expired). */
  status?: number;
}

/** Whether the browser plays HLS itself (Safari, iOS, Android's Chrome); elsewhere hls.js does. */
export const playsHlsNatively = (video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * Plays the HLS playlist at `url` in the `<video>` of `videoRef`: through the browser's own player where
 * it has one (the element's `src`), else through hls.js, imported only then. A new `url` replaces the
 * stream (the element stays, so its listeners do); null plays nothing (a player whose video is no HLS). `onFailure` hears what stops the stream for good:
 * hls.js's fatal errors, a browser without HLS, hls.js failing to load. The element's own `error` event
 * is the caller's (the browser's player reports there).
 */
export function useHlsSource(videoRef: RefObject<HTMLVideoElement | null>, url: string | null, onFailure: (failure: HlsFailure) => void): void {
  const failureRef = useRef(onFailure);
  useEffect(() => {
    failureRef.current = onFailure;
  });
  useEffect(() => {
    const element = videoRef.current;
    if (!element || url === null) return undefined;
    if (playsHlsNatively(element)) {
      element.src = url;
      return undefined;
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const fail = (failure: HlsFailure) => {
      if (!cancelled) failureRef.current(failure);
    };
    import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          fail({ reason: 'unsupported' });
          return;
        }
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          const status = data.response?.code;
          fail(data.type === Hls.ErrorTypes.NETWORK_ERROR ? { reason: 'network', ...(status ? { status } : {}) } : { reason: 'playback' });
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      })
      .catch(() => fail({ reason: 'network' }));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [videoRef, url]);
}
