import type { LivePanel, LivePanelsLoader } from '@church/routing';
import type { LoadChurchModules } from './load-church-modules';

/**
 * The live page's panels from the church's enabled modules: the descriptors of the modules whose
 * manifest says they add some, loaded on demand with their catalogs; a module (or a panel's catalog)
 * that fails to load is left out.
 */
export function livePanelsLoader(loadModules: LoadChurchModules): LivePanelsLoader {
  return async (enabledCodes) => {
    const entries = (await loadModules()).filter((entry) => entry.livePanels && (entry.code === null || enabledCodes.has(entry.code)));
    const descriptors = await Promise.all(entries.map((entry) => entry.load().catch(() => null)));
    const panels: LivePanel[] = descriptors.flatMap((descriptor) => descriptor?.livePanels ?? []);
    const loaded = await Promise.all(panels.map((panel) => panel.loadCatalog().then(() => panel, () => null)));
    return loaded.filter((panel) => panel !== null).sort((a, b) => a.order - b.order);
  };
}
