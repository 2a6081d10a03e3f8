import { createPrivateKey, createPublicKey, type KeyObject, randomBytes, sign, verify } from 'node:crypto';

/**
 * The code a member card's QR carries: `<reference>.<version>.<signature>`. The reference is 16 random
 * bytes standing for the card (nothing derived from the member), the version is the card's current one,
 * and the signature is Ed25519 over both and the church's id, with a key pair derived from the server's
 * secret (purpose `member-card-code-ed25519`). No personal data: a code says nothing without the server.
 * Its public key (GET /usuario-carteirinha/chave-publica/) lets a staff member's browser check offline
 * that a code is one the church signed; only the server can say it is still the card's current code.
 */
export interface CardCode {
  referencia: string;
  versao: number;
}

const CODE = /^([A-Za-z0-9_-]{22})\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{86})$/;
/** The format's own label, signed with the rest, so that a later format never verifies as this one. */
const FORMAT = 'member-card-code:v2';
/** An Ed25519 private key in PKCS #8 is this header and the 32-byte seed. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** What is signed: the format, the church and the card's reference and version. */
export function signedText(igrejaId: number, { referencia, versao }: CardCode): string {
  return `${FORMAT}.${igrejaId}.${referencia}.${versao}`;
}

export function newCardReference(): string {
  return randomBytes(16).toString('base64url');
}

/** The public key of the codes, as a JSON Web Key (RFC 8037), for a browser's WebCrypto. */
export interface CardCodePublicKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
}

export class CardCodes {
  private keys: Promise<{ privateKey: KeyObject; publicKey: KeyObject }> | null = null;

  /** `derivedKey` is the server's key derivation (`app.authentication.derivedKey`): the same on every replica. */
  constructor(private readonly derivedKey: (purpose: string) => Promise<Buffer>) {}

  async sign(igrejaId: number, code: CardCode): Promise<string> {
    const { privateKey } = await this.keyPair();
    const signature = sign(null, Buffer.from(signedText(igrejaId, code)), privateKey).toString('base64url');
    return `${code.referencia}.${code.versao}.${signature}`;
  }

  /** The reference and version of a code whose signature holds for the church; null for any other text. */
  async verify(igrejaId: number, text: string): Promise<CardCode | null> {
    const match = CODE.exec(text);
    if (!match) return null;
    const versao = Number(match[2]);
    if (!Number.isSafeInteger(versao) || versao > 2147483647) return null;
    const code = { referencia: match[1] as string, versao };
    const given = Buffer.from(match[3] as string, 'base64url');
    // One text per signature: a last character whose unused bits were changed decodes the same, and is refused.
    if (given.toString('base64url') !== match[3]) return null;
    const { publicKey } = await this.keyPair();
    return verify(null, Buffer.from(signedText(igrejaId, code)), publicKey, given) ? code : null;
  }

  async publicKey(): Promise<CardCodePublicKey> {
    const { publicKey } = await this.keyPair();
    const { x } = publicKey.export({ format: 'jwk' });
    return { kty: 'OKP', crv: 'Ed25519', x: x as string };
  }

  private keyPair() {
    this.keys ??= this.derivedKey('member-card-code-ed25519').then((seed) => {
      const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
      return { privateKey, publicKey: createPublicKey(privateKey) };
    });
    this.keys.catch(() => {
      this.keys = null;
    });
    return this.keys;
  }
}
