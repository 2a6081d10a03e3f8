import type { PublicOrigin } from '../config';

/** What a church's site is reached by: its subdomain `<codigo>.<APP_DOMAIN>` and its custom host names, oldest first. */
export interface ChurchHostnames {
  codigo: string;
  customHostnames: readonly string[];
}

/**
 * The address of a church's site (`https://www.gracechurch.example`), built only from its stored host
 * names and the configured scheme and port. The request's host name only chooses among the church's own
 * names: a forged Host header never reaches the address, and a request from elsewhere gets the church's
 * first custom host name, else its subdomain.
 */
export function churchSiteOrigin(church: ChurchHostnames, appDomain: string, origin: PublicOrigin, requestHostname: string): string {
  const subdomain = `${church.codigo}.${appDomain}`;
  const names = [subdomain, ...church.customHostnames];
  const asked = requestHostname.toLowerCase().replace(/\.$/, '');
  const name = names.find((candidate) => candidate === asked) ?? church.customHostnames[0] ?? subdomain;
  const port = origin.port === null ? '' : `:${origin.port}`;
  return `${origin.scheme}://${name}${port}`;
}
