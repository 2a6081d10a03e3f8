import { ROUTE_NOTIFICATION_TYPES } from '@church/data-access';
import { churchModuleLibraries } from '@church/vite-config/church-modules';
import { listChurchModules } from 'virtual:church-modules';
import { firstPaintModules } from 'virtual:church-modules/first-paint';
import { describe, expect, it } from 'vitest';
import { UNBUILT_MODULES } from './product-route-table';

const libraries = churchModuleLibraries();
const entries = listChurchModules(firstPaintModules);
const unbuiltEntries = Object.entries(UNBUILT_MODULES);
/** The area a route is in: its first two segments where the module claims them (`user/registrations`), else its first. */
const areaOf = (path = '', areas: readonly string[]) => {
  const [first = '', second] = path.split('/').filter(Boolean);
  return second && areas.includes(`${first}/${second}`) ? `${first}/${second}` : first;
};

describe('the generated module list', () => {
  it('has an entry for each library with a manifest', () => {
    expect(entries).toHaveLength(libraries.length);
    expect(libraries.map((library) => library.library)).toEqual(
      expect.arrayContaining(['@church/access', '@church/account', '@church/church-home', '@church/news', '@church/schedule']),
    );
    expect(firstPaintModules).toHaveLength(libraries.filter((library) => library.manifest.firstPaint).length);
  });

  it.each(libraries.map((library, index) => [library.library, index] as const))(
    '%s: its descriptor agrees with its manifest',
    async (_library, index) => {
      const entry = entries[index];
      if (!entry) throw new Error(`no entry for library ${index}`);
      const descriptor = await entry.load();
      expect(descriptor, 'src/module.ts exports the descriptor under the expected name').toBeDefined();
      expect(descriptor.code).toBe(entry.code);
      const segments = new Set(descriptor.routes.map((churchRoute) => areaOf(churchRoute.route.path, entry.areas)));
      // Only a first-paint module may have the home (a lazy one is found by its areas).
      if (segments.delete('')) expect(entry.firstPaint).toBe(true);
      expect([...segments].sort()).toEqual([...entry.areas].sort());
      expect(Object.keys(descriptor.notificationTargets ?? {}).sort()).toEqual([...(entry.notifications ?? [])].sort());
      expect(Boolean(descriptor.homeSections?.length)).toBe(Boolean(entry.homeSections));
      expect(Boolean(descriptor.accountLinks?.length)).toBe(Boolean(entry.accountLinks));
      expect(Boolean(descriptor.livePanels?.length)).toBe(Boolean(entry.livePanels));
      expect(Boolean(descriptor.scheduleServiceExtras?.length)).toBe(Boolean(entry.scheduleServiceExtras));
      expect(Boolean(descriptor.ticketContentPanels?.length)).toBe(Boolean(entry.ticketContentPanels));
    },
  );

  it('never gives an area, a notification type, an account link id, a live panel id or a content panel id to two modules', async () => {
    const linkIds = (await Promise.all(entries.filter((entry) => entry.accountLinks).map((entry) => entry.load()))).flatMap(
      (descriptor) => descriptor.accountLinks?.map((link) => link.id) ?? [],
    );
    expect(new Set(linkIds).size).toBe(linkIds.length);
    const panelIds = (await Promise.all(entries.filter((entry) => entry.livePanels).map((entry) => entry.load()))).flatMap(
      (descriptor) => descriptor.livePanels?.map((panel) => panel.id) ?? [],
    );
    expect(new Set(panelIds).size).toBe(panelIds.length);
    const contentPanelIds = (await Promise.all(entries.filter((entry) => entry.ticketContentPanels).map((entry) => entry.load()))).flatMap(
      (descriptor) => descriptor.ticketContentPanels?.map((panel) => panel.id) ?? [],
    );
    expect(new Set(contentPanelIds).size).toBe(contentPanelIds.length);
    const areas = entries.flatMap((entry) => entry.areas);
    const notifications = entries.flatMap((entry) => entry.notifications ?? []);
    expect(new Set(areas).size).toBe(areas.length);
    expect(new Set(notifications).size).toBe(notifications.length);
  });

  it('leaves to the table of unbuilt modules only what no library serves', () => {
    for (const [code, unbuilt] of unbuiltEntries) {
      expect(entries.some((entry) => entry.code === code), `${code} has a library: its manifest is its table entry`).toBe(false);
      for (const area of unbuilt.areas) expect(entries.some((entry) => entry.areas.includes(area)), area).toBe(false);
    }
  });

  it('opens the §3 notification types that open content, each by one library or unbuilt module', () => {
    const types = [...entries.flatMap((entry) => entry.notifications ?? []), ...unbuiltEntries.flatMap(([, unbuilt]) => unbuilt.notifications)];
    expect([...types].sort()).toEqual([...ROUTE_NOTIFICATION_TYPES].sort());
  });
});
