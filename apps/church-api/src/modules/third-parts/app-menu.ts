import { mayBeOpened } from './app-address';
import type { StoredApp } from './third-parts-repository';

/** A church's app as an entry of its menu (the bootstrap's igrejaAppMenus), before the tenant cache orders it. */
export interface AppMenuEntry {
  id: number;
  titulo: string;
  link: string;
  icone: null;
  flagExterno: false;
}

/**
 * The entries a church's apps add to its menu: each app whose module the church has switched on and whose
 * address may be opened, under the name the church gave it (its own words, not translated), linking to its
 * page on the site (`/third-parts/{app}`, which asks a guest to sign in first). The id is the app row's,
 * negated, so that it never meets an `igreja_app_menu` row's.
 */
export function appMenuEntries(apps: readonly StoredApp[], enabledCodes: ReadonlySet<string>, localDomain: boolean): AppMenuEntry[] {
  return apps
    .filter((app) => enabledCodes.has(app.codigoModulo) && mayBeOpened(app.endereco, localDomain))
    .map((app) => ({ id: -app.id, titulo: app.nome, link: `/third-parts/${app.slug}`, icone: null, flagExterno: false }));
}
