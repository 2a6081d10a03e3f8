/** Set by playwright.config.mts before the workers start. */
const E2E_PORT = Number(process.env.E2E_PORT);

/** The address of a demo church's site (Chromium resolves *.localhost to this machine). */
export function churchUrl(code: string, path = '/'): string {
  return `http://${code}.localhost:${E2E_PORT}${path}`;
}

export function hostUrl(host: string, path = '/'): string {
  return `http://${host}:${E2E_PORT}${path}`;
}
