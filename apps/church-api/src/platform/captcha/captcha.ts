import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ProblemError } from '../http/problem';
import { captchaUsado } from './captcha-tables';

/** How the proof of work is set (CAPTCHA_*): see platform-settings.ts. */
export interface CaptchaSettings {
  /** The HMAC key challenges are signed with (CAPTCHA_HMAC_KEY); unset: one derived from the access tokens' secret. */
  hmacKey: string | undefined;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret counter is drawn between half this and this: the attempts a browser makes on average is about 3/4 of it. */
  maxCounter: number;
  /** How long a challenge may be answered. */
  ttlSeconds: number;
}

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** The spec's §8 "invalid captcha", the same whatever was wrong (missing, forged, wrong, spent or expired). */
export const INVALID_CAPTCHA = 'Invalid captcha.';
export const CAPTCHA_CODE = 'CAPTCHA_INVALIDO';

export function invalidCaptcha(field: string, detail: string): ProblemError {
  return new ProblemError(400, 'Bad Request', detail, { code: CAPTCHA_CODE, errors: [{ field, message: INVALID_CAPTCHA }] });
}

/** Where the payload came from and, for a purchase, the attempt it is spent on (its idempotency scope and key). */
export interface CaptchaCheck {
  /** The request field that carries it, as named in a 400's `errors[].field` (`body.captcha`). */
  field: string;
  /** A retry of the same attempt (after a lost answer) may show the same solution again; only its SHA-256 is kept. */
  attempt?: string;
}

/**
 * ALTCHA (altcha-lib): a self-hosted proof of work instead of a third party's captcha. The browser asks
 * for a signed challenge, finds the counter whose PBKDF2 key starts with the challenge's prefix (the
 * widget, in workers) and sends the solution with the form; the server checks the signature, the expiry
 * and the key, and remembers the challenge until it expires (in `captcha_usado`, shared by every
 * replica) so that a solution is accepted once. No cookies, nothing sent elsewhere.
 */
export class Captcha {
  private secrets: Promise<{ signature: string; key: string }> | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: CaptchaSettings,
    /** A key derived from the server's secret (JWT_SECRET, or the one generated in the database), the same on every replica. */
    private readonly derivedKey: (purpose: string) => Promise<Buffer>,
  ) {}

  async challenge(now = new Date()): Promise<Challenge> {
    const { signature, key } = await this.hmacSecrets();
    const { cost, maxCounter, ttlSeconds } = this.settings;
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost,
      counter: randomInt(maxCounter, Math.max(1, Math.ceil(maxCounter / 2))),
      deriveKey,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
  }

  /** Refuses (400 `CAPTCHA_INVALIDO`, naming the field) a payload that is missing, forged, wrong, spent or expired; else spends it. */
  async check(payload: string | undefined, { field, attempt }: CaptchaCheck): Promise<void> {
    if (!payload) throw invalidCaptcha(field, 'A captcha is required without an account.');
    const parsed = parsePayload(payload);
    if (!parsed) throw invalidCaptcha(field, 'The captcha is not an ALTCHA payload.');
    const { signature, key } = await this.hmacSecrets();
    let verified;
    try {
      verified = await verifySolution({ challenge: parsed.challenge, solution: parsed.solution, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: key });
    } catch {
      throw invalidCaptcha(field, 'The captcha is not an ALTCHA payload.');
    }
    if (verified.expired) throw invalidCaptcha(field, 'The captcha expired; solve a new one.');
    if (!verified.verified) throw invalidCaptcha(field, 'The captcha is not solved.');
    const expiresAt = parsed.challenge.parameters.expiresAt;
    if (typeof expiresAt !== 'number') throw invalidCaptcha(field, 'The captcha has no expiry.');
    // An attempt's key is its secret (a visitor's order key is derived from it): only its hash is kept.
    const attemptHash = attempt === undefined ? null : createHash('sha256').update(attempt).digest('hex');
    await this.spend(parsed.challenge.parameters.nonce, new Date(expiresAt * 1000), field, attemptHash);
  }

  private async spend(nonce: string, expiresAt: Date, field: string, attempt: string | null): Promise<void> {
    const inserted = await this.db.insert(captchaUsado).values({ nonce, expiraEm: expiresAt, tentativa: attempt }).onConflictDoNothing().returning({ nonce: captchaUsado.nonce });
    if (inserted.length === 0) {
      const [spent] = await this.db.select({ tentativa: captchaUsado.tentativa }).from(captchaUsado).where(eq(captchaUsado.nonce, nonce));
      if (attempt === null || spent?.tentativa !== attempt) throw invalidCaptcha(field, 'The captcha was already used; solve a new one.');
      return;
    }
    // Spent challenges are kept only until they expire (after that their signature refuses them anyway).
    await this.db.delete(captchaUsado).where(lt(captchaUsado.expiraEm, sql`now()`));
  }

  private hmacSecrets(): Promise<{ signature: string; key: string }> {
    this.secrets ??= (this.settings.hmacKey ? Promise.resolve(this.settings.hmacKey) : this.derivedKey('captcha').then((key) => key.toString('base64url'))).then((signature) => ({
      signature,
      // The derived keys' signatures (deterministic mode) under a second key, as altcha-lib's deriveHmacKeySecret makes one.
      key: createHmac('sha256', signature).update('derived-secret').digest('hex'),
    }));
    this.secrets.catch(() => {
      this.secrets = null;
    });
    return this.secrets;
  }
}

function parsePayload(payload: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = value?.challenge?.parameters;
    const solution = value?.solution;
    if (!parameters || typeof parameters !== 'object' || typeof parameters.nonce !== 'string' || !solution || typeof solution !== 'object') return null;
    if (typeof value.challenge?.signature !== 'string' || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
    return value as Payload;
  } catch {
    return null;
  }
}
