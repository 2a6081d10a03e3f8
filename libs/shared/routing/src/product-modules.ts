import type { NotificationTarget } from './church-module';

interface ProductModule {
  /** The first path segments of §2's routes that need the module (or first two, in another module's area). */
  areas: readonly string[];
  /** The notification types (§3 isRoute) about the module's content. */
  notifications: readonly string[];
}

/**
 * The product's route table as the navigation guard needs it: each module code of §2, the areas it
 * guards and the notification types about its content, as the specification has them, whichever
 * libraries exist. The shell uses it only for what no library's manifest claims (a module that is not
 * built yet); a library's manifest must agree with it (the shell's module-list test checks).
 */
export const PRODUCT_MODULES = {
  MOD_CULTO: { areas: ['schedule'], notifications: ['CULTO'] },
  MOD_EVENTO: {
    areas: ['event', 'checkout', 'user/registrations', 'user/payment', 'user/cards', 'user/addcard', 'user/deletecard'],
    notifications: ['EVENTO'],
  },
  MOD_DOACAO: { areas: ['give', 'doacoes', 'user/giving'], notifications: [] },
  MOD_CELULA: { areas: ['groups', 'studies', 'user/groups'], notifications: [] },
  MOD_DEVOCIONAL: { areas: ['devotionals'], notifications: ['DEVOCIONAL'] },
  MOD_NOTICIA: { areas: ['news'], notifications: ['NOTICIA'] },
  MOD_EBD: { areas: ['ebds'], notifications: ['EBD'] },
  MOD_PUBLICACAO: { areas: ['publication-types', 'publications'], notifications: [] },
  MOD_MURAL_ORACAO: { areas: ['prayer', 'user/prayer'], notifications: [] },
  MOD_ASSINATURA: { areas: ['play'], notifications: [] },
} as const satisfies Record<string, ProductModule>;

const productModules = Object.entries(PRODUCT_MODULES) as [string, ProductModule][];

/** The module code that guards an area (a first path segment) of §2, or null when none does. */
export function moduleCodeOfArea(area: string): string | null {
  return productModules.find(([, product]) => product.areas.includes(area))?.[0] ?? null;
}

/**
 * Where a notification opens when no library declares its type (its module is not built yet):
 * `/<the module's first area>/<id>`, the shape of §2's detail routes, which the guard then treats as
 * that module's area. Null for a type that is not about a module's content.
 */
export function productNotificationTarget(type: string): NotificationTarget | null {
  const area = productModules.find(([, product]) => product.notifications.includes(type))?.[1].areas[0];
  return area ? (relatedId) => `/${area}/${encodeURIComponent(relatedId)}` : null;
}
