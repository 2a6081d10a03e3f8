/** How a church is found from the host name the site is served on (specification §7 "Church"). */
export type TenantLookup = { by: 'codigo'; codigo: string } | { by: 'hostname'; hostname: string };

const CHURCH_CODE = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The host without its port, lower-cased; IPv6 brackets are kept. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * A subdomain of the app domain gives the church code (its first label); any other host is looked up
 * by host name. The bare app domain serves no church.
 */
export function tenantLookupForHost(host: string, appDomain: string): TenantLookup | null {
  const hostname = hostnameOf(host);
  const domain = appDomain.toLowerCase();
  if (!hostname || hostname === domain) return null;
  if (hostname.endsWith(`.${domain}`)) {
    const codigo = hostname.split('.')[0] ?? '';
    return CHURCH_CODE.test(codigo) ? { by: 'codigo', codigo } : null;
  }
  return { by: 'hostname', hostname };
}

/** The first label of the host name, as the admin site expects it. */
export function firstHostLabel(host: string): string {
  return hostnameOf(host).split('.')[0] ?? '';
}
