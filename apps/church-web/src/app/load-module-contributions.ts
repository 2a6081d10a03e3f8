import type { AccountLink, LivePanel, ScheduleServiceExtra, TicketContentPanel } from '@church/routing';
import type { LoadChurchModules } from './load-church-modules';

/** What a module's descriptor adds to another's extension point, in order, with its catalog. */
export interface Contributions {
  accountLinks: AccountLink;
  livePanels: LivePanel;
  scheduleServiceExtras: ScheduleServiceExtra;
  ticketContentPanels: TicketContentPanel;
}

/** An extension point whose contributions are resolved here. */
export type ContributionPoint = keyof Contributions;

/**
 * The contributions of the church's enabled modules to one extension point (the account menu's links,
 * the live page's panels, the schedule's extras under its services, the panels beside the player of a
 * ticket's exclusive content): the descriptors of the modules whose manifest says they add some where the
 * church has the module (or the module code the manifest names instead), loaded on demand with their catalogs; a module (or a contribution's catalog) that fails to load is left out.
 */
export function contributionsLoader<K extends keyof Contributions>(loadModules: LoadChurchModules, point: K) {
  return async (enabledCodes: ReadonlySet<string>): Promise<Contributions[K][]> => {
    const entries = (await loadModules()).filter((entry) => {
      const adds = entry[point];
      const code = typeof adds === 'string' ? adds : entry.code;
      return adds && (code === null || enabledCodes.has(code));
    });
    const descriptors = await Promise.all(entries.map((entry) => entry.load().catch(() => null)));
    const items = descriptors.flatMap((descriptor) => (descriptor?.[point] ?? []) as Contributions[K][]);
    const loaded = await Promise.all(items.map((item) => item.loadCatalog().then(() => item, () => null)));
    return loaded.filter((item) => item !== null).sort((a, b) => a.order - b.order);
  };
}
