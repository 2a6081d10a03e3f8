import type { ChurchModuleEntry } from '@church/routing';
import { firstPaintModules } from 'virtual:church-modules/first-paint';

/** Loads the module list; every user of it receives this function, so that tests can give their own. */
export type LoadChurchModules = () => Promise<readonly ChurchModuleEntry[]>;

let churchModules: Promise<readonly ChurchModuleEntry[]> | undefined;

/**
 * The generated module list, loaded on demand and not with the church home: by the first navigation
 * into a module's area, by the home for its sections after its first paint, by a notification.
 */
export const loadChurchModules: LoadChurchModules = () => {
  churchModules ??= import('virtual:church-modules').then(
    (list) => list.listChurchModules(firstPaintModules),
    (error: unknown) => {
      churchModules = undefined; // offline: the next navigation tries again
      throw error;
    },
  );
  return churchModules;
};
