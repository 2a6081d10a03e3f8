import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The code a member card's QR carries: `<reference>.<version>.<signature>`. The reference is 16 random
 * bytes standing for the card (nothing derived from the member), the version is the card's current one,
 * and the signature is the first 16 bytes of HMAC-SHA256 over both under a key derived from the
 * server's secret (purpose `member-card-code`). No personal data: a code says nothing without the server.
 */
export interface CardCode {
  referencia: string;
  versao: number;
}

const CODE = /^([A-Za-z0-9_-]{22})\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/;
/** The format's own label, signed with the rest, so that a later format never verifies as this one. */
const FORMAT = 'member-card-code:v1';

export function newCardReference(): string {
  return randomBytes(16).toString('base64url');
}

export class CardCodes {
  private key: Promise<Buffer> | null = null;

  /** `derivedKey` is the server's key derivation (`app.authentication.derivedKey`): the same on every replica. */
  constructor(private readonly derivedKey: (purpose: string) => Promise<Buffer>) {}

  async sign(code: CardCode): Promise<string> {
    return `${code.referencia}.${code.versao}.${await this.signature(code)}`;
  }

  /** The reference and version of a code whose signature holds; null for any other text. */
  async verify(text: string): Promise<CardCode | null> {
    const match = CODE.exec(text);
    if (!match) return null;
    const versao = Number(match[2]);
    if (!Number.isSafeInteger(versao) || versao > 2147483647) return null;
    const code = { referencia: match[1] as string, versao };
    const expected = Buffer.from(await this.signature(code), 'base64url');
    const given = Buffer.from(match[3] as string, 'base64url');
    // One text per signature: a last character whose unused bits were changed decodes the same, and is refused.
    if (given.toString('base64url') !== match[3]) return null;
    return given.length === expected.length && timingSafeEqual(given, expected) ? code : null;
  }

  private async signature({ referencia, versao }: CardCode): Promise<string> {
    this.key ??= this.derivedKey('member-card-code');
    this.key.catch(() => {
      this.key = null;
    });
    return createHmac('sha256', await this.key).update(`${FORMAT}.${referencia}.${versao}`).digest().subarray(0, 16).toString('base64url');
  }
}
