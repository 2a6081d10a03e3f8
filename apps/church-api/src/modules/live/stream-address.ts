import type { StreamKind } from './schema';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The provider's video id in a YouTube or Vimeo address (watch, short, live, embed and player forms),
 * for the privacy-respecting embed; null for an HLS or MP4 stream, or an address that names no video.
 */
export function videoIdOf(kind: StreamKind, address: string): string | null {
  if (kind !== 'youtube' && kind !== 'vimeo') return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (kind === 'youtube' && YOUTUBE_HOSTS.has(host)) {
    if (host === 'youtu.be') id = segments[0];
    else if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'live', 'shorts', 'v'].includes(segments[0] ?? '')) id = segments[1];
  } else if (kind === 'vimeo' && VIMEO_HOSTS.has(host)) {
    id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : null) : segments.find((segment) => /^\d+$/.test(segment));
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
