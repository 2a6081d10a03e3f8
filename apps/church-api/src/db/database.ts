import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type MigrationSet, moduleMigrationSets } from './migration-sets';
import { rowsOf } from './rows';

/** Queries go through the tables each module's schema.ts exports (no relational query API). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Where the data lives: a PostgreSQL URL, a PGlite folder on disk, or PGlite in memory. */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres' | 'pglite';
  /** Applies the migration sets in order: by default every server module's. */
  migrate(sets?: MigrationSet[]): Promise<void>;
  /** True when the database answers and every migration of every module's set has been applied. */
  isReady(): Promise<boolean>;
  /**
   * Hears `NOTIFY <channel>` (pg_notify) from every process on this database: a dedicated PostgreSQL
   * connection that reconnects after a loss (notifications sent meanwhile are missed: callers keep a
   * fallback), or PGlite's own. Resolves once listening; returns how to stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
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
    const db = drizzleNodePg(pool);
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      driver: 'postgres',
      listen: async (channel, onPayload) => {
        const stop = await listenOnPostgres(location.url, channel, onPayload, options.onIdleClientError);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      migrate: async (sets) => {
        for (const set of sets ?? (await moduleMigrationSets())) {
          await migrateNodePg(db, { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: 'drizzle' });
        }
      },
      isReady: () => migrationsApplied(db),
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  if (location.kind === 'pglite') mkdirSync(location.dataDir, { recursive: true });
  const client = new PGlite(location.kind === 'pglite' ? location.dataDir : undefined);
  const db = drizzlePglite(client);
  return {
    db,
    driver: 'pglite',
    migrate: async (sets) => {
      for (const set of sets ?? (await moduleMigrationSets())) {
        await migratePglite(db, { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: 'drizzle' });
      }
    },
    isReady: () => migrationsApplied(db),
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(assertChannel(channel), onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

function assertChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** LISTEN on a connection of its own, opened again a second after it is lost, until stopped. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onError?.(error);
      reconnect();
    });
    next.on('end', reconnect);
    await next.connect();
    await next.query(`LISTEN ${assertChannel(channel)}`);
    client = next;
  };
  function reconnect() {
    client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        onError?.(error);
        reconnect();
      });
    }, 1000);
    retry.unref();
  }
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/** Every migration of every set is recorded in its set's journal. */
async function migrationsApplied(db: Database): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  try {
    for (const set of await moduleMigrationSets()) {
      const expected = readMigrationFiles({ migrationsFolder: set.folder }).length;
      const result = await db.execute(sql.raw(`select count(*)::int as applied from drizzle."${set.table}"`));
      if (Number(rowsOf<{ applied: number }>(result)[0]?.applied ?? 0) < expected) return false;
    }
    return true;
  } catch {
    return false;
  }
}
