/**
 * The constraint a PostgreSQL unique violation (23505) broke, found on the error or any of its causes
 * (drizzle wraps the driver's error); '' when the driver does not name it; null for any other error.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
