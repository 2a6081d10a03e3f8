import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type CacheStats, SizedLru, stringBytes } from '../caching/sized-lru';
import { CREDENTIAL_HEADERS } from './public-response';

/**
 * How long a kept answer may be given: a church's answers are dropped as soon as it changes, so this
 * bounds only what a lost change notification could leave (on top of the tenant cache's own expiry).
 */
export const PUBLIC_ANSWER_TTL_MS = 5_000;

/** What a handler says of an answer any visitor may be given: whose data it is, and which request headers it depends on. */
export interface ShareableAnswer {
  churchId: number;
  /** Request headers (lower case) the answer depends on, besides the address and the host. */
  varyOn: readonly string[];
}

interface StoredAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  churchId: number;
  expiresAt: number;
  /** Its address's key, whose count of variants it is one of. */
  address: string;
}

/** What the answers to one address on one host depend on, and how many of them are kept. */
interface AddressAnswers {
  varyOn: readonly string[];
  variants: number;
}

/** An answer's entry beyond its body, headers and key: the objects holding them. */
const ANSWER_OVERHEAD_BYTES = 256;

function answerBytes(answer: StoredAnswer, key: string): number {
  let bytes = answer.body.length + stringBytes(key) + ANSWER_OVERHEAD_BYTES;
  for (const [name, value] of Object.entries(answer.headers)) bytes += stringBytes(name) + stringBytes(String(value));
  return bytes;
}

/** Where a request was sent: the address, its host, and what a trusted proxy says of the original host and scheme. */
const ROUTING_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;
/** Headers that make a request personal or conditional: such a request is always answered by the app. */
const PERSONAL_OR_CONDITIONAL = [...CREDENTIAL_HEADERS, 'cookie', 'if-none-match', 'if-modified-since', 'range'] as const;
/** Headers Node writes for each answer itself. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function headerText(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return value === undefined ? '' : Array.isArray(value) ? value.join(', ') : value;
}

function addressKey(request: IncomingMessage): string {
  let key = request.url ?? '';
  for (const name of ROUTING_HEADERS) key += `\n${headerText(request.headers, name)}`;
  return key;
}

function variantKey(varyOn: readonly string[], headers: IncomingHttpHeaders): string {
  let key = '';
  for (const name of varyOn) key += `${headerText(headers, name)}\n`;
  return key;
}

/** Address keys end in the last routing header's value, which holds no NUL: the variant follows one. */
function answerKey(addressAt: string, variant: string): string {
  return `${addressAt}\0${variant}`;
}

/** A GET without credentials and without conditions: the only requests the cache stores answers for, or answers. */
function isAnonymousRead(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  const { headers } = request;
  for (const name of PERSONAL_OR_CONDITIONAL) if (headers[name] !== undefined) return false;
  return true;
}

export interface PublicAnswerCacheOptions {
  /** At most this many answers are kept; the least recently used go first. */
  maxAnswers: number;
  /** At most about this many bytes of answers are kept (PUBLIC_ANSWERS_MAX_BYTES; no bound but the count unless told). */
  maxBytes?: number;
  /** How long an answer may be given (PUBLIC_ANSWER_TTL_MS unless told). */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Complete answers (headers and body) to anonymous reads that their handler marked as shareable, kept
 * in front of the framework: a request that matches one is answered from it by the HTTP server itself,
 * without routing, hooks or handler, which made the tenant bootstrap about twice as fast. Only what the
 * whole app answered is stored (after the Host check, validation and the security headers), keyed by
 * address, host, forwarded host and scheme, and the request headers the handler named. A request with
 * credentials, a cookie or a condition (If-None-Match…) always goes to the app, which answers it with
 * its 304 or its private answer. A church's answers are dropped as soon as it changes. It holds at
 * most `maxAnswers` answers and about `maxBytes`, the least recently used going first.
 */
export class PublicAnswerCache {
  /** By address key: what its answers vary on (an address is kept while one of its answers is). */
  private readonly addresses = new Map<string, AddressAnswers>();
  /** By address key and variant key. */
  private readonly answers: SizedLru<string, StoredAnswer>;
  /** Counts the drops; an answer begun before the latest one may hold what was dropped, and is not kept. */
  private generation = 0;
  private readonly missedAt = new WeakMap<IncomingMessage, number>();
  private closed = false;
  private readonly now: () => number;
  private readonly ttlMs: number;
  /** Called after each answer sent from the cache (the app's request log). */
  onServed: ((request: IncomingMessage) => void) | null = null;

  constructor(private readonly options: PublicAnswerCacheOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs ?? PUBLIC_ANSWER_TTL_MS;
    this.answers = new SizedLru({
      maxEntries: options.maxAnswers,
      maxBytes: options.maxBytes ?? Infinity,
      sizeOf: answerBytes,
      onEvict: (_key, answer) => this.forgetVariant(answer.address),
    });
  }

  /** Sends the stored answer to this request when there is one; false leaves the request to the app. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.closed || !isAnonymousRead(request)) return false;
    const addressAt = addressKey(request);
    const address = this.answers.size === 0 ? undefined : this.addresses.get(addressAt);
    const key = address ? answerKey(addressAt, variantKey(address.varyOn, request.headers)) : null;
    const found = key === null ? undefined : this.answers.peek(key);
    if (key !== null && found && found.expiresAt <= this.now()) {
      this.answers.delete(key);
      this.forgetVariant(addressAt);
    }
    const answer = key === null ? undefined : this.answers.get(key);
    if (key === null) this.answers.recordMiss();
    if (!answer) {
      this.missedAt.set(request, this.generation);
      return false;
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
    this.onServed?.(request);
    return true;
  }

  /**
   * Keeps the app's 200 to an anonymous read, as it was sent (its headers without the per-connection
   * ones), unless something was dropped since the request came in: the answer may hold it.
   */
  store(request: IncomingMessage, shareable: ShareableAnswer, statusCode: number, headers: Record<string, string | number | string[] | undefined>, payload: unknown): void {
    if (this.closed || statusCode !== 200 || !isAnonymousRead(request) || this.missedAt.get(request) !== this.generation) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const cacheControl = String(headers['cache-control'] ?? '');
    if (headers['set-cookie'] !== undefined || !/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const kept: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined && !PER_CONNECTION.has(name)) kept[name] = value;
    kept['content-length'] = body.length;

    const addressAt = addressKey(request);
    let address = this.addresses.get(addressAt);
    if (!address || address.varyOn.join() !== shareable.varyOn.join()) {
      if (address) this.dropAddress(addressAt);
      address = { varyOn: [...shareable.varyOn], variants: 0 };
      this.addresses.set(addressAt, address);
    }
    const key = answerKey(addressAt, variantKey(address.varyOn, request.headers));
    // Counted before it is kept, so that making room among its own address's answers never drops the address.
    if (!this.answers.has(key)) address.variants++;
    this.answers.set(key, { headers: kept, body, churchId: shareable.churchId, expiresAt: this.now() + this.ttlMs, address: addressAt });
    // Not kept (larger than the whole bound): it, or the one it replaced, is one variant fewer.
    if (!this.answers.has(key)) this.forgetVariant(addressAt);
  }

  /** Drops a church's answers (null: every church's). */
  dropChurch(churchId: number | null): void {
    this.generation++;
    if (churchId === null) {
      this.answers.clear();
      this.addresses.clear();
      return;
    }
    for (const [key, answer] of this.answers.entries()) {
      if (answer.churchId !== churchId) continue;
      this.answers.delete(key);
      this.forgetVariant(answer.address);
    }
  }

  /** From now on every request goes to the app (which answers the requests of a closing server). */
  close(): void {
    this.closed = true;
    this.dropChurch(null);
  }

  stats(): { answers: number; hits: number } {
    return { answers: this.answers.size, hits: this.answers.stats().hits };
  }

  /** Hits, misses, evictions and size, for the metrics. */
  cacheStats(): CacheStats {
    return this.answers.stats();
  }

  private forgetVariant(addressAt: string): void {
    const address = this.addresses.get(addressAt);
    if (!address) return;
    address.variants--;
    if (address.variants <= 0) this.addresses.delete(addressAt);
  }

  private dropAddress(addressAt: string): void {
    const prefix = answerKey(addressAt, '');
    this.answers.deleteWhere((_answer, key) => key.startsWith(prefix));
    this.addresses.delete(addressAt);
  }
}
