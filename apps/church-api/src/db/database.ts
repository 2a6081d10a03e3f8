import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rowsOf } from './rows';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

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

export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    isReady: () => migrationsApplied(db),
    close: () => client.close(),
  };
}

async function migrationsApplied(db: Database): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder }).length;
  try {
    const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    return Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0) >= expected;
  } catch {
    return false;
  }
}
