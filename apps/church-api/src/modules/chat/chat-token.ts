import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a chat token names: a channel of a church, and the user as they joined it. */
export interface ChatTokenClaims {
  igrejaId: number;
  canal: string;
  /** `membro-{accountId}` or `visitante-{32 hex}`. */
  id: string;
  nome: string;
  avatar?: string;
  autenticado: boolean;
  /** Staff of the church when they joined: their sockets and history reads include muted messages (never a licence to moderate). */
  moderador?: boolean;
}

/** A chat token's life: a service and what comes around it. */
export const CHAT_TOKEN_TTL_SECONDS = 12 * 60 * 60;

interface Payload {
  i: number;
  c: string;
  u: string;
  n: string;
  a?: string;
  m: boolean;
  /** Staff when they joined (reads muted messages). */
  s?: boolean;
  /** Expiry, in Unix seconds. */
  e: number;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * The chat tokens: `<payload>.<signature>`, the payload base64url JSON and the signature its
 * HMAC-SHA256 with a key derived from the server's secret, so that every replica checks them alike.
 * A token only says who sent a message (and lets staff read muted ones); moderation never reads it.
 */
export class ChatTokens {
  constructor(
    private readonly key: () => Promise<Buffer>,
    private readonly ttlSeconds = CHAT_TOKEN_TTL_SECONDS,
  ) {}

  private async signatureOf(payload: string): Promise<Buffer> {
    return createHmac('sha256', await this.key()).update(payload).digest();
  }

  async sign(claims: ChatTokenClaims, now = Date.now()): Promise<string> {
    const payload: Payload = {
      i: claims.igrejaId,
      c: claims.canal,
      u: claims.id,
      n: claims.nome,
      ...(claims.avatar ? { a: claims.avatar } : {}),
      m: claims.autenticado,
      ...(claims.moderador ? { s: true } : {}),
      e: Math.floor(now / 1000) + this.ttlSeconds,
    };
    const encoded = base64url(JSON.stringify(payload));
    return `${encoded}.${base64url(await this.signatureOf(encoded))}`;
  }

  /** The claims of a token signed here and not expired; null for anything else. */
  async verify(token: string | undefined, now = Date.now()): Promise<ChatTokenClaims | null> {
    const [encoded, signature, extra] = (token ?? '').split('.');
    if (!encoded || !signature || extra !== undefined) return null;
    const expected = await this.signatureOf(encoded);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
    } catch {
      return null;
    }
    if (typeof payload.e !== 'number' || payload.e * 1000 <= now) return null;
    return {
      igrejaId: payload.i,
      canal: payload.c,
      id: payload.u,
      nome: payload.n,
      ...(payload.a ? { avatar: payload.a } : {}),
      autenticado: payload.m === true,
      ...(payload.s === true ? { moderador: true } : {}),
    };
  }
}
