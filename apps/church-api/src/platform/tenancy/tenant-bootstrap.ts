import type { TenantBootstrap } from '@church/contracts-bff';
import type { Igreja, IgrejaAppMenu } from '@church/contracts-church';
import type { TenantLookup } from '@church/tenant';
import type { ChurchRepository } from './church-repository';
import { type PaymentMethodDescriber, withProvider } from './payment-method-providers';

export interface ShellSettings {
  appDomain: string;
  adminUrl: string;
  /** Who serves each of a church's payment methods (the card fields a checkout shows depend on it). */
  paymentMethods?: PaymentMethodDescriber | null;
  /** What the modules add to a church's menu, after the church's own entries (see TenantCache.addMenuEntries). */
  menuEntries?: readonly MenuEntrySource[];
}

/**
 * A module's entries in a church's menu, from the church's id and the codes of the modules it has
 * switched on. Their ids are negative, so that they never meet an `igreja_app_menu` row's; their order
 * follows the church's own entries. The module's tables notify `igreja_alterada` when they change.
 */
export type MenuEntrySource = (igrejaId: number, enabledCodes: ReadonlySet<string>) => Promise<Omit<IgrejaAppMenu, 'ordem'>[]>;

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
  const enabledCodes = new Set(modulos.map((modulo) => modulo.codigo));
  const added = (await Promise.all((settings.menuEntries ?? []).map((source) => source(igreja.id, enabledCodes)))).flat();
  const lastOrder = Math.max(0, ...igrejaAppMenus.map((item) => item.ordem));
  return {
    igreja,
    modulos,
    igrejaVisual,
    metodosPagamento: metodosPagamento.map((method) => withProvider(method, providers)),
    igrejaAppMenus: [...igrejaAppMenus, ...added.map((item, index) => ({ ...item, ordem: lastOrder + index + 1 }))],
    banners,
    config,
  };
}
