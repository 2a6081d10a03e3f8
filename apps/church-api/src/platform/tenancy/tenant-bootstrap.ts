import type { TenantBootstrap } from '@church/contracts-bff';
import type { Igreja } from '@church/contracts-church';
import type { TenantLookup } from '@church/tenant';
import type { ChurchRepository } from './church-repository';
import { type PaymentMethodDescriber, withProvider } from './payment-method-providers';

export interface ShellSettings {
  appDomain: string;
  adminUrl: string;
  /** Who serves each of a church's payment methods (the card fields a checkout shows depend on it). */
  paymentMethods?: PaymentMethodDescriber | null;
}

/**
 * Everything the shell needs for its first themed paint. An inactive church gets its church data
 * only, so that the shell shows its error page without loading the rest. Read from the database on
 * every call: requests get it through the tenant cache (`app.tenantCache`).
 */
export async function loadTenantBootstrap(
  churches: ChurchRepository,
  lookup: TenantLookup,
  settings: ShellSettings,
): Promise<TenantBootstrap | null> {
  const igreja = await churches.findIgrejaByLookup(lookup);
  return igreja ? bootstrapOf(churches, igreja, settings) : null;
}

/** The bootstrap of a church already read. */
export async function bootstrapOf(churches: ChurchRepository, igreja: Igreja, settings: ShellSettings): Promise<TenantBootstrap> {
  const config = { appDomain: settings.appDomain, adminUrl: settings.adminUrl };
  if (!igreja.flagAtivo) {
    return { igreja, modulos: [], metodosPagamento: [], igrejaAppMenus: [], banners: [], config };
  }
  const [modulos, igrejaVisual, metodosPagamento, igrejaAppMenus, banners, providers] = await Promise.all([
    churches.listModulos(igreja.id),
    churches.getVisual(igreja.id),
    churches.listMetodosPagamento(igreja.id),
    churches.listMenu(igreja.id),
    churches.listBanners(igreja.id),
    settings.paymentMethods ? settings.paymentMethods(igreja.id) : null,
  ]);
  return {
    igreja,
    modulos,
    igrejaVisual,
    metodosPagamento: metodosPagamento.map((method) => withProvider(method, providers)),
    igrejaAppMenus,
    banners,
    config,
  };
}
