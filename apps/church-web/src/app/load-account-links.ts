import type { AccountLink, AccountLinksLoader } from '@church/routing';
import type { LoadChurchModules } from './load-church-modules';

/**
 * The account links of the church's enabled modules: the descriptors of the modules whose manifest
 * says they add some, loaded on demand with their catalogs; a module that fails to load is left out.
 */
export function accountLinksLoader(loadModules: LoadChurchModules): AccountLinksLoader {
  return async (enabledCodes) => {
    const entries = (await loadModules()).filter((entry) => entry.accountLinks && (entry.code === null || enabledCodes.has(entry.code)));
    const descriptors = await Promise.all(entries.map((entry) => entry.load().catch(() => null)));
    const links: AccountLink[] = descriptors.flatMap((descriptor) => descriptor?.accountLinks ?? []);
    const loaded = await Promise.all(links.map((link) => link.loadCatalog().then(() => link, () => null)));
    return loaded.filter((link) => link !== null).sort((a, b) => a.order - b.order);
  };
}
