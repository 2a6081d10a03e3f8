import type { TenantBootstrap } from '@church/data-access';
import type { ChurchModule, HomeSection } from '@church/routing';
import type { LoadChurchModules } from '../app/load-church-modules';
import { startEachInItsOwnTask } from '../boot/start-each-in-its-own-task';

/** The sections of the modules a church has enabled (and of those every church has), in order. */
export function homeSectionsOf(modules: readonly Pick<ChurchModule, 'code' | 'homeSections'>[], enabledCodes: ReadonlySet<string>): HomeSection[] {
  return modules
    .filter((module) => module.code === null || enabledCodes.has(module.code))
    .flatMap((module) => module.homeSections ?? [])
    .sort((a, b) => a.order - b.order);
}

/** Loads the descriptors of the enabled modules that have home sections; a module that fails to load is left out. */
export async function loadEnabledHomeSections(loadModules: LoadChurchModules, enabledCodes: ReadonlySet<string>): Promise<HomeSection[]> {
  const entries = (await loadModules()).filter((entry) => entry.homeSections && (entry.code === null || enabledCodes.has(entry.code)));
  const descriptors = await startEachInItsOwnTask(entries, (entry) => entry.load().catch(() => null));
  return homeSectionsOf(
    descriptors.filter((descriptor) => descriptor !== null),
    enabledCodes,
  );
}

/**
 * The sections of the church a page was rendered for (its inlined bootstrap), so that the page
 * hydrates with the same sections; null when they cannot load. Their code is not loaded here: each
 * section stays the server's HTML until it comes near view (the home's Island).
 */
export async function homeSectionsOfBootstrap(loadModules: LoadChurchModules, bootstrap: TenantBootstrap | null): Promise<HomeSection[] | null> {
  const enabledCodes = new Set((bootstrap?.modulos ?? []).map((modulo) => modulo.codigo));
  try {
    return await loadEnabledHomeSections(loadModules, enabledCodes);
  } catch {
    return null;
  }
}
