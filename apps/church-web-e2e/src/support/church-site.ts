/** Set by playwright.config.mts before the workers start. */
const E2E_PORT = Number(process.env.E2E_PORT);

/** The address of a demo church's site (Chromium resolves *.localhost to this machine). */
export function churchUrl(code: string, path = '/'): string {
  return `http://${code}.localhost:${E2E_PORT}${path}`;
}

export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_PORT}${path}`;
}

/**
 * The time zone each demo church lives in (its `fusoHorario`, seeded from apps/church-api's demo
 * churches; shell/time-zones.spec.ts checks the server says the same). The browser suite reads each
 * church's pages in its zone, as its members do (support/test.ts).
 */
export const CHURCH_TIME_ZONES: Readonly<Record<string, string>> = {
  grace: 'America/New_York',
  esperanca: 'America/Sao_Paulo',
  vida: 'Europe/Madrid',
  fechada: 'America/Sao_Paulo',
};

/** The demo church whose site an address is on (`esperanca` for http://esperanca.localhost:…/groups), or null. */
export function churchOfUrl(url: string): string | null {
  try {
    const { hostname } = new URL(url);
    return hostname.endsWith('.localhost') ? (hostname.split('.')[0] ?? null) : null;
  } catch {
    return null;
  }
}
