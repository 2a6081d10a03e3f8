import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationSets } from './migration-sets';
import { rowsOf } from './rows';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;


/** Where the data lives: a PostgreSQL URL, a PGlite folder on disk, or PGlite in memory. */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** True when the database answers and every migration in the folder has been applied. */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** An idle PostgreSQL connection was lost (a server restart, a dropped database); the pool opens another. */
  onIdleClientError?: (error: Error) => void;
}

export function openDatabase(location: DatabaseLocation, options: DatabaseOptions = {}): DatabaseHandle {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    // Without a listener, node-postgres rethrows an idle client's error and the process dies.
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: async () => {
        for (const set of migrationSets) {
          await migrateNodePg(db, { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: 'drizzle' });
        }
      },
      isReady: () => migrationsApplied(db),
      close: () => pool.end(),
    };
  }
  if (location.kind === 'pglite') mkdirSync(location.dataDir, { recursive: true });
  const client = new PGlite(location.kind === 'pglite' ? location.dataDir : undefined);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      for (const set of migrationSets) {
        await migratePglite(db, { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: 'drizzle' });
      }
    },
    isReady: () => migrationsApplied(db),
    close: () => client.close(),
  };
}

/** Every migration of every set is recorded in its set's journal. */
async function migrationsApplied(db: Database): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  try {
    for (const set of migrationSets) {
      const expected = readMigrationFiles({ migrationsFolder: set.folder }).length;
      const result = await db.execute(sql.raw(`select count(*)::int as applied from drizzle."${set.table}"`));
      if (Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0) < expected) return false;
    }
    return true;
  } catch {
    return false;
  }
}
