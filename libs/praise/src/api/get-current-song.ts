import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { LouvorAtual, paths } from '@church/contracts-praise';
import { praiseKeys } from './praise-keys';

/** How often the current song is read again when the event stream cannot be used. */
export const CURRENT_SONG_POLL_MS = 10_000;
/** Stream errors in a row (without an event between them) after which the panel polls instead. */
export const STREAM_FAILURES_BEFORE_POLLING = 3;
/** While polling after the stream failed, the stream is tried again this often (and when the browser is back online). */
export const STREAM_RETRY_MS = 5 * 60_000;

/** Where a broadcast's current song is followed as server-sent events (same origin as the API). */
export function currentSongEventsUrl(slug: string, broadcastId: number): string {
  return `/api/v1/igreja/${encodeURIComponent(slug)}/transmissao/${broadcastId}/louvor-atual/eventos`;
}

/**
 * The song being sung now at a broadcast, followed live: an EventSource on the server's event stream
 * (which reconnects by itself) writes each change into the query; where EventSource is missing, or
 * fails `STREAM_FAILURES_BEFORE_POLLING` times in a row, the query is read again every 10 s instead,
 * and a failed stream is tried again every 5 minutes and when the browser comes back online.
 */
export function useCurrentSong(broadcastId: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  const [polling, setPolling] = useState(() => typeof globalThis.EventSource !== 'function');

  useEffect(() => {
    if (polling) return;
    const source = new EventSource(currentSongEventsUrl(church.slug, broadcastId));
    let failures = 0;
    source.addEventListener('louvor-atual', (event) => {
      failures = 0;
      try {
        queryClient.setQueryData(praiseKeys.currentSong(church.slug, broadcastId), JSON.parse((event as MessageEvent<string>).data) as LouvorAtual);
      } catch {
        // A frame that is not the contract's: the next one, or the polling, brings the song.
      }
    });
    source.addEventListener('error', () => {
      failures += 1;
      // CLOSED: the server refused (a 503 when full, a 404) and EventSource will not try again by itself.
      if (source.readyState === EventSource.CLOSED || failures >= STREAM_FAILURES_BEFORE_POLLING) {
        source.close();
        setPolling(true);
        // What the stream may have missed while it failed is read at once, then every 10 s.
        void queryClient.invalidateQueries({ queryKey: praiseKeys.currentSong(church.slug, broadcastId) });
      }
    });
    return () => source.close();
  }, [polling, church.slug, broadcastId, queryClient]);

  useEffect(() => {
    if (!polling || typeof globalThis.EventSource !== 'function') return;
    const retry = () => setPolling(false);
    const timer = setTimeout(retry, STREAM_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [polling]);

  return useQuery({
    queryKey: praiseKeys.currentSong(church.slug, broadcastId),
    queryFn: async () =>
      unwrap(api.GET('/igreja/{slug}/transmissao/{id}/louvor-atual', { params: { path: { slug: church.slug, id: broadcastId } } })),
    refetchInterval: polling ? CURRENT_SONG_POLL_MS : false,
    staleTime: polling ? 0 : Infinity,
  });
}
