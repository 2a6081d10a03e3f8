import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

export class FetchRefusedError extends Error {
  override name = 'FetchRefusedError';
}
export class FetchTimeoutError extends Error {
  override name = 'FetchTimeoutError';
}

export interface GuardedGetOptions {
  timeoutMs: number;
  /** Reading stops, and the answer is refused, past this many bytes. */
  maxBytes: number;
  /** Only public addresses may be reached (always, but for the server's own address). */
  publicOnly: boolean;
  accept: string;
  maxRedirects?: number;
}

/** DNS lookup that answers only public addresses: the connection goes to the address checked, so rebinding cannot slip through. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    if (usable.length === 0) return callback(new FetchRefusedError(`${hostname} is not a public address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
    const [first] = usable;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

/**
 * GET of a text resource with a deadline for the whole answer, a size cap applied while reading (the
 * body is never read past it), at most a few redirects, and — for addresses that come from church data,
 * and for every redirect — only public hosts: an address of this machine, a private network or cloud
 * metadata is refused before any connection is made, by name (its resolved addresses) or by number.
 */
export async function guardedGetText(address: string, options: GuardedGetOptions): Promise<{ status: number; text: string }> {
  const deadline = Date.now() + options.timeoutMs;
  let url = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    // A redirect may lead anywhere: wherever it leads must be public, whoever sent it.
    const response = await getOnce(url, redirects === 0 ? options : { ...options, publicOnly: true }, deadline);
    const location = response.headers.location;
    if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
      response.resume();
      if (redirects >= (options.maxRedirects ?? 3)) throw new FetchRefusedError(`Too many redirects from ${address}`);
      url = new URL(location, url);
      continue;
    }
    return { status: response.statusCode ?? 0, text: await readCapped(response, options.maxBytes, deadline) };
  }
}

function getOnce(url: URL, options: GuardedGetOptions, deadline: number): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusedError(`Only http and https are fetched, not ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (options.publicOnly && isIP(host) && !isPublicAddress(host)) {
    return Promise.reject(new FetchRefusedError(`${host} is not a public address`));
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'GET',
      headers: { accept: options.accept },
      ...(options.publicOnly ? { lookup: publicLookup } : {}),
      timeout: Math.max(1, deadline - Date.now()),
    });
    outgoing.on('response', resolve);
    outgoing.on('timeout', () => outgoing.destroy(new FetchTimeoutError(`${url.href} did not answer in time`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function readCapped(response: IncomingMessage, maxBytes: number, deadline: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => response.destroy(new FetchTimeoutError('The answer did not arrive in time')), Math.max(1, deadline - Date.now()));
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy(new FetchRefusedError(`The answer is larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    response.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}
