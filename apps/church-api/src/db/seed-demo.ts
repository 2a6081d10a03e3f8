import type { ServerModule } from '../modules/server-module';
import { loadServerModules } from '../modules/load-server-modules';
import type { Database } from './database';

/** Seeds every module's demo data, in module order (the churches first); each module's seed leaves what exists as it is. */
export async function seedDemo(db: Database, modules?: ServerModule[]): Promise<void> {
  for (const module of modules ?? (await loadServerModules())) await module.seedDemo?.(db);
}
