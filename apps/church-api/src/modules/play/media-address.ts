import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media address plays: long enough to start and seek, short enough that a shared one soon stops. */
export const MEDIA_ADDRESS_SECONDS = 10 * 60;

/** What a media address allows: one member, at one church, to fetch the files of one video, until `exp` (seconds). */
export interface MediaGrant {
  igreja: number;
  usuario: number;
  conteudo: number;
  exp: number;
}

const TOKEN = /^([A-Za-z0-9_-]{10,200})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signs and reads the token that opens a video's files (`/api/v1/midia-plano-assinatura/{token}/{file}`):
 * the grant as base64url JSON and its HMAC-SHA256 under a key derived from the server's secret. The video's
 * playlist names its other files relative to it, so one token opens the playlist and its segments.
 */
export class MediaAddresses {
  constructor(private readonly key: () => Promise<Buffer>) {}

  private async mac(body: string): Promise<string> {
    return createHmac('sha256', await this.key()).update(`play-media:v1.${body}`).digest('base64url');
  }

  async sign(grant: Omit<MediaGrant, 'exp'>, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
    const exp = Math.floor(now / 1000) + MEDIA_ADDRESS_SECONDS;
    const body = Buffer.from(JSON.stringify({ ...grant, exp })).toString('base64url');
    return { token: `${body}.${await this.mac(body)}`, expiresAt: new Date(exp * 1000) };
  }

  /** The grant of a token this server signed and that has not expired; null otherwise. */
  async read(token: string, now = Date.now()): Promise<MediaGrant | null> {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, body = '', signature = ''] = match;
    const expected = Buffer.from(await this.mac(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as MediaGrant;
      const valid = [grant.igreja, grant.usuario, grant.conteudo, grant.exp].every(Number.isSafeInteger);
      return valid && grant.exp * 1000 > now ? grant : null;
    } catch {
      return null;
    }
  }
}
