export { tenantLookupForHost, hostnameOf, firstHostLabel } from './tenant-lookup';
export type { TenantLookup } from './tenant-lookup';
export { churchSiteUrl } from './church-url';
