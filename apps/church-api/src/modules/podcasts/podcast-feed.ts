import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Podcast, PodcastItem } from '@church/contracts-podcasts';

/** A podcast read from its RSS feed: the show and its episodes, newest first. */
export interface PodcastFeed {
  podcast: Podcast;
  items: PodcastItem[];
}

export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'item',
});

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of an element, whether it came as a string or as an element with attributes. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  if (isNode(value)) return textOf(value['#text']);
  return '';
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Episode notes are often HTML: the API sends them as plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** `itunes:duration` is seconds, MM:SS or HH:MM:SS. */
function durationOf(value: string): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !Number.isFinite(part))) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

function dateOf(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Resolves an address found in a feed. A feed stored as a site-relative path (the demo feeds this
 * app serves itself) keeps its media site-relative, so the browser loads them from the church's own
 * host; an absolute feed resolves relative media against itself.
 */
export function resolveMediaUrl(url: string, feedAddress: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (feedAddress.startsWith('/')) {
    const resolved = new URL(trimmed, `http://site.invalid${feedAddress}`);
    return `${resolved.pathname}${resolved.search}`;
  }
  return new URL(trimmed, feedAddress).href;
}

/** Parses an RSS 2.0 podcast feed (with the usual iTunes tags). Throws FeedFormatError when it is not one. */
export function parsePodcastFeed(xml: string, feedAddress: string): PodcastFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedFormatError(`The feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const document: unknown = parser.parse(xml);
  const channel = isNode(document) && isNode(document.rss) ? document.rss.channel : undefined;
  if (!isNode(channel)) throw new FeedFormatError('The feed has no RSS channel');

  const channelImage =
    (isNode(channel['itunes:image']) ? textOf(channel['itunes:image']['@_href']) : '') ||
    (isNode(channel.image) ? textOf(channel.image.url) : '');
  const podcast: Podcast = {
    title: plainText(textOf(channel.title)),
    description: plainText(textOf(channel.description) || textOf(channel['itunes:summary'])),
    image: channelImage ? resolveMediaUrl(channelImage, feedAddress) : null,
  };

  const rawItems = Array.isArray(channel.item) ? channel.item.filter(isNode) : [];
  const parsed = rawItems.flatMap((item, index) => {
    const enclosure = isNode(item.enclosure) ? textOf(item.enclosure['@_url']) : '';
    if (!enclosure) return [];
    const audio = resolveMediaUrl(enclosure, feedAddress);
    const image = isNode(item['itunes:image']) ? textOf(item['itunes:image']['@_href']) : '';
    const episode = Number(textOf(item['itunes:episode']));
    return [
      {
        index,
        episode: Number.isInteger(episode) && episode > 0 ? episode : null,
        item: {
          id: textOf(item.guid) || audio,
          title: plainText(textOf(item.title)),
          description: plainText(textOf(item.description) || textOf(item['itunes:summary']) || textOf(item['content:encoded'])),
          position: 0,
          published_at: dateOf(textOf(item.pubDate)),
          audio_file: audio,
          duration: durationOf(textOf(item['itunes:duration'])),
          background: image ? resolveMediaUrl(image, feedAddress) : podcast.image,
        } satisfies PodcastItem,
      },
    ];
  });

  // Newest first; episodes without a date keep their place in the feed after the dated ones.
  parsed.sort((a, b) => {
    const dateA = a.item.published_at ? Date.parse(a.item.published_at) : null;
    const dateB = b.item.published_at ? Date.parse(b.item.published_at) : null;
    if (dateA !== null && dateB !== null && dateA !== dateB) return dateB - dateA;
    if (dateA === null && dateB !== null) return 1;
    if (dateB === null && dateA !== null) return -1;
    return a.index - b.index;
  });
  const items = parsed.map(({ item, episode }, order) => ({ ...item, position: episode ?? parsed.length - order }));
  return { podcast, items };
}
