import { routePath } from '@church/routing';

/** The module codes of §2's two external app integrations: the church's first app and its second. */
export const THIRD_PARTY_CODES = ['MOD_APP_EXTERNO_1', 'MOD_APP_EXTERNO_2'] as const;

/** The third-party apps' addresses: the church's apps, and one app (`/third-parts/{app}`). */
export const thirdPartsPaths = {
  list: routePath('/third-parts'),
  app: routePath('/third-parts/:app', (app: string) => `/third-parts/${encodeURIComponent(app)}`),
};

/** An app's segment as the API takes it, or null when it could be none (not found without asking). */
export function parseAppSlug(raw: string | undefined): string | null {
  return raw && /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/.test(raw) ? raw : null;
}

/** The address the app opens at: its own, with the token in the fragment (never sent to a server, in a Referer or a log). */
export function appAddressWithToken(endereco: string, token: string): string {
  return `${endereco.split('#', 1)[0]}#token=${encodeURIComponent(token)}`;
}
