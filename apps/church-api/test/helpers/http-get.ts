import { request as httpRequest } from 'node:http';
import { GRACE_HOST } from './test-app';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A real HTTP GET to an app listening on `port`, as grace's host unless `headers` name another: the
 * public answer cache sits in front of the app, where inject() does not pass.
 */
export function httpGet(port: number, path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, headers: { host: GRACE_HOST, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** An answer's headers but its Date, which two answers a second apart do not share. */
export const withoutDate = ({ date: _date, ...headers }: HttpAnswer['headers']) => headers;
