import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The church module's own migrations, which make the tables the church commands change (zones, embedding sites). */
export function churchMigrationSet() {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
  return { name: 'church', folder, table: '__migrations_church' };
}
