import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'church_device';
const MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * The device cookie: a browser that has signed in to an account before carries a signed proof of it, so
 * that an attacker's failures elsewhere (or from its address) never lock that browser out (OWASP's device
 * cookies). It names a random device id and the account's e-mail (hashed), signed with a key derived
 * from the server's token secret; it is HttpOnly, SameSite=Strict and sent only to the sign-in calls.
 */
export class DeviceCookies {
  constructor(
    private readonly key: Buffer,
    private readonly secure: boolean,
  ) {}

  private sign(deviceId: string, emailKey: string): string {
    return createHmac('sha256', this.key).update(`${deviceId}:${emailKey}`).digest('base64url');
  }

  /** A Set-Cookie value for a browser that has just signed in as `email`. */
  issue(email: string): string {
    const deviceId = randomBytes(16).toString('base64url');
    const value = `${deviceId}.${this.sign(deviceId, email.trim().toLowerCase())}`;
    return [
      `${DEVICE_COOKIE}=${value}`,
      'Path=/api/v1/security/',
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The device id of a valid cookie for `email` in a Cookie header, else null. */
  deviceOf(cookieHeader: string | undefined, email: string): string | null {
    const value = cookieValue(cookieHeader, DEVICE_COOKIE);
    const [deviceId, signature] = value?.split('.') ?? [];
    if (!deviceId || !signature) return null;
    const expected = Buffer.from(this.sign(deviceId, email.trim().toLowerCase()));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
  }
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
