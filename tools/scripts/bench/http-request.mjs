// HTTP requests for benchmarks that name the church by its Host header: fetch (undici) sends the URL's
// host whatever the headers say. Keep-alive connections, as a browser and a CDN keep them.
import { Agent, request as httpRequest } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** One request; resolves with its status, headers and whole body (bytes), rejects when the connection fails. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) }, agent }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
