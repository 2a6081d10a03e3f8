import type { Transmissao } from '@church/contracts-live';

/** A stream as the player plays it: the broadcasts' own shape. */
export type PlayerStream = Transmissao['stream'];

/** Why the embed plays nothing of what its address gave. */
export type PlayerRefusal =
  /** `service` is not a broadcast id. */
  | 'unknown-service'
  /** `url` is not an https address. */
  | 'not-https'
  /** `code` is not a YouTube video id. */
  | 'not-a-video-code'
  /** A YouTube or Vimeo address that names no video, or a snippet without a YouTube or Vimeo player. */
  | 'unplayable';

/** What /embed/player plays, read from its query. */
export type PlayerSource =
  | { kind: 'current' }
  | { kind: 'service'; id: number }
  | { kind: 'stream'; stream: PlayerStream }
  /** A provider's snippet: read in the browser only (`streamOfSnippet`), never inserted. */
  | { kind: 'snippet'; html: string }
  | { kind: 'refused'; reason: PlayerRefusal };

/** A stream to play, or why not. */
export type StreamVerdict = Extract<PlayerSource, { kind: 'stream' | 'refused' }>;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com', 'youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** A YouTube video id: 11 characters of its URL-safe base64. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_VIDEO_ID = /^\d{1,12}$/;
/** The largest id PostgreSQL's integer (the contract's `Id`) holds. */
const MAX_ID = 2_147_483_647;

const refused = (reason: PlayerRefusal): StreamVerdict => ({ kind: 'refused', reason });
const stream = (value: PlayerStream): StreamVerdict => ({ kind: 'stream', stream: value });

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/**
 * The YouTube or Vimeo video an address names (watch, short, live, shorts, embed and player forms), or
 * `null` when its host is neither's; `videoId` is null when it is theirs but names no video.
 * (The server's `videoIdOf` in the live module reads its stored addresses the same way.)
 */
export function providerVideoOf(url: URL): { tipo: 'youtube' | 'vimeo'; videoId: string | null } | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined;
    if (host === 'youtu.be') id = segments[0];
    else if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'live', 'shorts', 'v'].includes(segments[0] ?? '')) id = segments[1];
    return { tipo: 'youtube', videoId: id && YOUTUBE_VIDEO_ID.test(id) ? id : null };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.find((segment) => VIMEO_VIDEO_ID.test(segment));
    return { tipo: 'vimeo', videoId: id && VIMEO_VIDEO_ID.test(id) ? id : null };
  }
  return null;
}

/**
 * How an address the embedding site gives (`url=`) plays: only https is taken; a YouTube or Vimeo
 * video through the privacy-respecting embed (by its id alone), an .m3u8 playlist as HLS, anything
 * else as a video file.
 */
export function streamOfAddress(address: string): StreamVerdict {
  const url = parsed(address.trim());
  if (!url || url.protocol !== 'https:' || !url.hostname) return refused('not-https');
  const provider = providerVideoOf(url);
  if (provider) return provider.videoId ? stream({ tipo: provider.tipo, url: url.href, videoId: provider.videoId }) : refused('unplayable');
  if (url.pathname.toLowerCase().endsWith('.m3u8')) return stream({ tipo: 'hls', url: url.href, videoId: null });
  return stream({ tipo: 'mp4', url: url.href, videoId: null });
}

/** A YouTube video by its id (`code=`), for the privacy-respecting embed. */
export function streamOfYoutubeCode(code: string): StreamVerdict {
  const id = code.trim();
  if (!YOUTUBE_VIDEO_ID.test(id)) return refused('not-a-video-code');
  return stream({ tipo: 'youtube', url: `https://www.youtube.com/watch?v=${id}`, videoId: id });
}

/**
 * The video of a provider's embed snippet (`html=`): the snippet is parsed into an inert document
 * (DOMParser: nothing in it runs or loads) and never inserted; only its first iframe's address is read,
 * and played only when it is a YouTube or Vimeo video, through the privacy-respecting embed.
 */
export function streamOfSnippet(html: string, parse: (html: string) => Document = (text) => new DOMParser().parseFromString(text, 'text/html')): StreamVerdict {
  const src = parse(html).querySelector('iframe')?.getAttribute('src')?.trim();
  // A snippet's address may leave out its scheme (`//player.vimeo.com/…`): it is only read for the video's id.
  const url = src ? parsed(src.startsWith('//') ? `https:${src}` : src) : null;
  const provider = url && url.protocol === 'https:' ? providerVideoOf(url) : null;
  if (!url || !provider?.videoId) return refused('unplayable');
  return stream({ tipo: provider.tipo, url: url.href, videoId: provider.videoId });
}

/** A query value that says something (an empty one is as if left out). */
const given = (search: URLSearchParams, name: string) => search.get(name)?.trim() || null;

/** What /embed/player's query asks to play: `service`, else `url`, else `code`, else `html`, else the broadcast on now or the last one. */
export function readEmbedPlayerQuery(search: URLSearchParams): PlayerSource {
  const service = given(search, 'service');
  if (service !== null) {
    const id = /^[1-9][0-9]{0,9}$/.test(service) ? Number(service) : 0;
    return id >= 1 && id <= MAX_ID ? { kind: 'service', id } : { kind: 'refused', reason: 'unknown-service' };
  }
  const url = given(search, 'url');
  if (url !== null) return streamOfAddress(url);
  const code = given(search, 'code');
  if (code !== null) return streamOfYoutubeCode(code);
  const html = given(search, 'html');
  if (html !== null) return { kind: 'snippet', html };
  return { kind: 'current' };
}
