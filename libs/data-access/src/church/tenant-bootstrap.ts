import type { QueryClient } from '@tanstack/react-query';
import type { TenantLookup } from '@church/tenant';
import type { TenantBootstrap } from '../schemas';
import { churchKeys } from './church-keys';

/**
 * Seeds the query cache with the bootstrap the server inlined into index.html, so the first
 * themed paint needs no API round trip. The usual queries refresh it when it goes stale.
 */
export function seedTenantBootstrap(queryClient: QueryClient, lookup: TenantLookup, bootstrap: TenantBootstrap): void {
  const { igreja } = bootstrap;
  queryClient.setQueryData(churchKeys.church(lookup), igreja);
  if (!igreja.flagAtivo) return;
  queryClient.setQueryData(churchKeys.modules(igreja.slug), bootstrap.modulos);
  if (bootstrap.igrejaVisual) queryClient.setQueryData(churchKeys.visual(igreja.slug), bootstrap.igrejaVisual);
  queryClient.setQueryData(churchKeys.paymentMethods(igreja.slug), bootstrap.metodosPagamento);
  queryClient.setQueryData(churchKeys.menu(igreja.id), bootstrap.igrejaAppMenus);
  queryClient.setQueryData(churchKeys.banners(igreja.id), bootstrap.banners);
}
