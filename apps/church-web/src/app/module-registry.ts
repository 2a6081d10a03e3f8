import { churchHomeModule } from '@church/church-home';
import type { ChurchModule } from '@church/routing';
import { scheduleModule } from '@church/schedule';

/**
 * Modules whose definitions load with the shell: the church home, and those that add a section to
 * it (the home needs their sections). Keep this list short: it weighs on every first paint.
 */
export const eagerModules: ChurchModule[] = [churchHomeModule, scheduleModule];

/**
 * Every other module, by the first path segment of its routes: its routes join the router the
 * first time someone navigates there (the definitions are in lazy-modules.ts). A new module adds its
 * areas here and its definition there.
 */
export const lazyModuleAreas: Record<string, string> = {
  access: 'access',
  login: 'access',
  register: 'access',
  'reset-password': 'access',
  user: 'account',
  devotionals: 'devotionals',
  news: 'news',
  ministries: 'ministries',
  ebds: 'ebd',
  'publication-types': 'publications',
  publications: 'publications',
  studies: 'studies',
  videos: 'videos',
  podcast: 'podcasts',
};

export async function loadLazyModule(name: string): Promise<ChurchModule | undefined> {
  return (await import('./lazy-modules')).lazyModuleDefinitions[name];
}
