import type { ServerModule } from '@church/api-platform/server-module';
import { loadServerModules } from './load-server-modules';
import type { Database } from '@church/api-platform/db/database';

/** Seeds every module's demo data, in module order (the churches first); each module's seed leaves what exists as it is. */
export async function seedDemo(db: Database, modules?: ServerModule[]): Promise<void> {
  for (const module of modules ?? (await loadServerModules())) await module.seedDemo?.(db);
}
