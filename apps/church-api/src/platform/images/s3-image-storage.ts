import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ImageStorage, SniffedImage } from './image-files';

export interface S3Settings {
  /** The service's base URL, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the stored objects are read from (a CDN or the bucket's URL); default endpoint/bucket. */
  publicUrl?: string;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Pictures in an S3-compatible bucket (path-style requests, AWS Signature Version 4), for several
 * replicas or when local disk does not last.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly endpoint: URL;
  private readonly publicUrl: string;

  constructor(private readonly settings: S3Settings) {
    this.endpoint = new URL(settings.endpoint);
    this.publicUrl = (settings.publicUrl ?? `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`).replace(/\/+$/, '');
  }

  async save(folder: string, image: SniffedImage, data: Buffer): Promise<string> {
    const key = `${folder.replace(/[^a-z0-9/-]/gi, '')}/${randomBytes(12).toString('hex')}.${image.extension}`;
    await this.send('PUT', key, data, image.type);
    return `${this.publicUrl}/${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.publicUrl}/`)) return;
    await this.send('DELETE', url.slice(this.publicUrl.length + 1), Buffer.alloc(0));
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body: Buffer, contentType?: string): Promise<void> {
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${encodeSegment(this.settings.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
    const amzDate = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const payloadHash = sha256Hex(body);
    const headers: Record<string, string> = {
      host: this.endpoint.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signatureV4({
      method,
      path,
      headers,
      payloadHash,
      region: this.settings.region,
      service: 's3',
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
    });
    const { host: _host, ...sent } = headers;
    const response = await fetch(new URL(path, this.endpoint), {
      method,
      headers: { ...sent, authorization },
      body: method === 'PUT' ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${key} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    }
  }
}

export interface SignatureV4Request {
  method: string;
  /** The URI-encoded path; no query string. */
  path: string;
  /** Every header to sign, with lower-case names; must include host and x-amz-date. */
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header of AWS Signature Version 4 for a request without a query string. */
export function signatureV4(request: SignatureV4Request): string {
  const amzDate = request.headers['x-amz-date'] ?? '';
  const day = amzDate.slice(0, 8);
  const names = Object.keys(request.headers).sort();
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    ...names.map((name) => `${name}:${(request.headers[name] ?? '').trim()}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${request.secretAccessKey}`, day), request.region), request.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${request.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/** S3 settings from S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_REGION, S3_PUBLIC_URL); null unless all are set. */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION || 'us-east-1',
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}
