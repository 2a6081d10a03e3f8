/** A Retry-After header in seconds: a number of seconds, or an HTTP date (RFC 9110 §10.2.3); null when unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
