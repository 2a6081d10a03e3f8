import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle, DatabaseLocation, DatabaseOptions, MigrationSet } from '@church/api-platform/db/database';
import { openDatabase } from '@church/api-platform/db/database';
import { loadServerModules, modulesFolder } from './load-server-modules';

export type { MigrationSet };

/** The migration sets of the server modules, in module order: a module's tables may reference those of the modules it depends on. */
export async function moduleMigrationSets(): Promise<MigrationSet[]> {
  return (await loadServerModules()).flatMap(({ name }) => {
    const folder = join(modulesFolder, name, 'migrations');
    return existsSync(join(folder, 'meta/_journal.json')) ? [{ name, folder, table: `__migrations_${name}` }] : [];
  });
}

/** The app's database: migrated (and checked for readiness) with every server module's migration set. */
export function openAppDatabase(location: DatabaseLocation, options: Omit<DatabaseOptions, 'migrationSets'> = {}): DatabaseHandle {
  return openDatabase(location, { ...options, migrationSets: moduleMigrationSets });
}
