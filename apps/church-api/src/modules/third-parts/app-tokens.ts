import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, type JWK, SignJWT } from 'jose';

/** How long an app token lives: long enough to open the app, too short to be worth keeping. */
export const APP_TOKEN_TTL_SECONDS = 120;
/** An Ed25519 private key in PKCS #8 is this header and the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** What an app token says: who signed it (the church's site), for which app, and who the member is. */
export interface AppTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  name: string;
  email: string;
  igreja: string;
}

export interface AppSigningKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

interface ChurchKeys {
  privateKey: KeyObject;
  publicJwk: AppSigningKey;
}

/**
 * The tokens a church hands its external apps: JWTs signed with EdDSA (Ed25519), a key pair per church
 * derived from the server's secret (purpose `third-parts-token-ed25519:<church id>`, the same on every
 * replica; the member card's codes derive theirs the same way), never the session's token. The church's
 * public key is its JWKS (`kid`: the key's RFC 7638 thumbprint).
 */
export class AppTokens {
  private readonly keys = new Map<number, Promise<ChurchKeys>>();

  /** `derivedKey` is the server's key derivation (`app.authentication.derivedKey`). */
  constructor(private readonly derivedKey: (purpose: string) => Promise<Buffer>) {}

  async issue(igrejaId: number, claims: AppTokenClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const { privateKey, publicJwk } = await this.keysOf(igrejaId);
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + APP_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({ name: claims.name, email: claims.email, igreja: claims.igreja })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: publicJwk.kid })
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setSubject(claims.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomBytes(16).toString('base64url'))
      .sign(privateKey);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  async jwks(igrejaId: number): Promise<{ keys: AppSigningKey[] }> {
    return { keys: [(await this.keysOf(igrejaId)).publicJwk] };
  }

  private keysOf(igrejaId: number): Promise<ChurchKeys> {
    let keys = this.keys.get(igrejaId);
    if (!keys) {
      keys = this.derivedKey(`third-parts-token-ed25519:${igrejaId}`).then(async (seed) => {
        const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
        const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
        const jwk: JWK = { kty: 'OKP', crv: 'Ed25519', x: x as string };
        return { privateKey, publicJwk: { kty: 'OKP', crv: 'Ed25519', x: x as string, kid: await calculateJwkThumbprint(jwk), alg: 'EdDSA', use: 'sig' } };
      });
      keys.catch(() => this.keys.delete(igrejaId));
      this.keys.set(igrejaId, keys);
    }
    return keys;
  }
}
