import type { TenantLookup } from '@church/tenant';

/** Query keys of the church data, one factory so that seeding and invalidation agree. */
export const churchKeys = {
  all: ['church'] as const,
  church: (lookup: TenantLookup) =>
    [...churchKeys.all, 'lookup', lookup.by, lookup.by === 'codigo' ? lookup.codigo : lookup.hostname] as const,
  modules: (slug: string) => [...churchKeys.all, slug, 'modules'] as const,
  visual: (slug: string) => [...churchKeys.all, slug, 'visual'] as const,
  paymentMethods: (slug: string) => [...churchKeys.all, slug, 'payment-methods'] as const,
  menu: (igrejaId: number) => [...churchKeys.all, igrejaId, 'menu'] as const,
  banners: (igrejaId: number) => [...churchKeys.all, igrejaId, 'banners'] as const,
  congregations: (igrejaId: number) => [...churchKeys.all, igrejaId, 'congregations'] as const,
  organizationClients: (organizacao: string, position: { latitude: number; longitude: number } | null) =>
    [...churchKeys.all, 'organization', organizacao, 'clients', position?.latitude ?? null, position?.longitude ?? null] as const,
};
