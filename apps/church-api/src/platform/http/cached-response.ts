import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const COMPRESS_FROM_BYTES = 1024;

export type BodyEncoding = 'br' | 'gzip' | null;

/**
 * A response body made once and sent many times: its strong ETag, and its gzip and brotli forms,
 * each compressed on first use. Answering from it costs no serialisation and no compression.
 */
export class CachedBody {
  /** The ETag of the body as it is; each compressed form has its own (`"…-br"`, `"…-gz"`), as strong validators must. */
  readonly etag: string;
  private readonly tag: string;
  private gzipped: Buffer | null = null;
  private brotli: Buffer | null = null;

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    this.tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    this.etag = `"${this.tag}"`;
  }

  static of(value: string | Buffer, contentType: string): CachedBody {
    return new CachedBody(typeof value === 'string' ? Buffer.from(value) : value, contentType);
  }

  /** The body in the best encoding the request accepts. */
  encodedFor(acceptEncoding: string | undefined): { body: Buffer; encoding: BodyEncoding } {
    if (this.body.length < COMPRESS_FROM_BYTES || !acceptEncoding) return { body: this.body, encoding: null };
    if (/\bbr\b/.test(acceptEncoding)) {
      this.brotli ??= brotliCompressSync(this.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
      return { body: this.brotli, encoding: 'br' };
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.gzipped ??= gzipSync(this.body, { level: 9 });
      return { body: this.gzipped, encoding: 'gzip' };
    }
    return { body: this.body, encoding: null };
  }

  etagOf(encoding: BodyEncoding): string {
    return encoding === null ? this.etag : `"${this.tag}-${encoding === 'br' ? 'br' : 'gz'}"`;
  }

  /** Whether an ETag (without its weak mark) is one of this body's, in whichever encoding. */
  isOwnEtag(opaque: string): boolean {
    return opaque === this.etag || opaque === `"${this.tag}-br"` || opaque === `"${this.tag}-gz"`;
  }
}

/** The ETags of the request's If-None-Match, without their weak marks; `*` for any. */
function ifNoneMatch(request: FastifyRequest): string[] | '*' {
  const header = request.headers['if-none-match'];
  if (!header) return [];
  return header === '*' ? '*' : header.split(',').map((candidate) => candidate.trim().replace(/^W\//, ''));
}

/** Whether the request's If-None-Match names this ETag (or `*`). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const tags = ifNoneMatch(request);
  return tags === '*' || tags.includes(etag);
}

function clientHas(request: FastifyRequest, cached: CachedBody): boolean {
  const tags = ifNoneMatch(request);
  return tags === '*' || tags.some((tag) => cached.isOwnEtag(tag));
}

export interface SendCachedOptions {
  status?: number;
  /** Request headers besides Accept-Encoding that chose this body, for `Vary` (a CDN keeps one copy per value). */
  alsoVaryOn?: readonly string[];
}

/**
 * Sends a cached body: 304 when the client has it (If-None-Match), else the body in the best accepted
 * encoding, with its ETag, `Vary: Accept-Encoding` (and the headers `alsoVaryOn` names) and the given Cache-Control.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl: string, options: SendCachedOptions = {}) {
  const { status = 200, alsoVaryOn = [] } = options;
  const { body, encoding } = cached.encodedFor(request.headers['accept-encoding']);
  reply.header('etag', cached.etagOf(encoding)).header('cache-control', cacheControl).header('vary', ['Accept-Encoding', ...alsoVaryOn].join(', '));
  if (status === 200 && clientHas(request, cached)) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(status).type(cached.contentType).send(body);
}

/** Sends a cached body in the best accepted encoding, without a validator (an answer that must not be stored). */
export function sendUncached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl: string, status = 200) {
  const { body, encoding } = cached.encodedFor(request.headers['accept-encoding']);
  reply.header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.status(status).type(cached.contentType).send(body);
}
