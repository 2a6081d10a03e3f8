import type { TenantBootstrap } from '@church/data-access/schemas';
import type { TenantLookup } from '@church/tenant';
import type { ChurchRepository } from './church-repository';

export interface ShellSettings {
  appDomain: string;
  adminUrl: string;
}

/**
 * Everything the shell needs for its first themed paint. An inactive church gets its church data
 * only, so that the shell shows its error page without loading the rest.
 */
export async function loadTenantBootstrap(
  churches: ChurchRepository,
  lookup: TenantLookup,
  settings: ShellSettings,
): Promise<TenantBootstrap | null> {
  const igreja = await churches.findIgrejaByLookup(lookup);
  if (!igreja) return null;
  const config = { appDomain: settings.appDomain, adminUrl: settings.adminUrl };
  if (!igreja.flagAtivo) {
    return { igreja, modulos: [], metodosPagamento: [], igrejaAppMenus: [], banners: [], config };
  }
  const [modulos, igrejaVisual, metodosPagamento, igrejaAppMenus, banners] = await Promise.all([
    churches.listModulos(igreja.id),
    churches.getVisual(igreja.id),
    churches.listMetodosPagamento(igreja.id),
    churches.listMenu(igreja.id),
    churches.listBanners(igreja.id),
  ]);
  return {
    igreja,
    modulos,
    igrejaVisual,
    metodosPagamento,
    igrejaAppMenus,
    banners,
    config,
  };
}
