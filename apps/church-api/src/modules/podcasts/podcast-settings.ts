import type { AppConfig } from '@church/api-platform/config';

/** How the podcast feeds are read, from the environment. */
export interface PodcastSettings {
  /** PODCAST_FEED_TIMEOUT_MS (default 5000): how long a feed may take to answer, body included. */
  timeoutMs: number;
  /** PODCAST_FEED_TTL_MS (default 300000): how long a read feed is served from this process's cache. */
  ttlMs: number;
  /** PODCAST_SELF_ORIGIN, else this server's own address from HOST and PORT: where site-relative feeds (the demo feeds) are fetched. */
  selfOrigin: string;
}

export function podcastSettingsFrom(env: NodeJS.ProcessEnv, { host, port }: Pick<AppConfig, 'host' | 'port'>): PodcastSettings {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    timeoutMs: Number(env.PODCAST_FEED_TIMEOUT_MS ?? 5_000),
    ttlMs: Number(env.PODCAST_FEED_TTL_MS ?? 300_000),
    selfOrigin: env.PODCAST_SELF_ORIGIN ?? `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`,
  };
}
