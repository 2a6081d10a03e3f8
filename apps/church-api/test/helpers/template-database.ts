import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openAppDatabase } from '../../src/migration-sets';
import { seedDemo } from '../../src/seed-demo';

/**
 * The databases every test database of a vitest run is cloned from, made once per project (driver)
 * by this global setup: one migrated, one migrated and seeded with the demo churches.
 * PGlite: the paths of two data-directory tarballs (PGlite's dumpDataDir) in a folder of the OS's
 * temporary folder. PostgreSQL: the names of two databases on TEST_DATABASE_URL's server
 * (church_test_<pid>_…: CI's sweep of leftovers drops those whose process is gone, and only those, so
 * that two runs on one server leave each other's databases alone).
 */
export interface TemplateDatabases {
  driver: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `statements` on a connection of its own to TEST_DATABASE_URL's database, then closes it. */
export async function onAdminConnection(adminUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const FOLDER_PREFIX = 'church-test-template-';

/** Removes the template folders of runs whose process is gone (killed before its teardown). */
async function removeAbandonedFolders(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(new RegExp(`^${FOLDER_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

async function pgliteTemplates(): Promise<{ templates: TemplateDatabases; teardown: () => Promise<void> }> {
  await removeAbandonedFolders();
  const folder = await mkdtemp(join(tmpdir(), `${FOLDER_PREFIX}${process.pid}-`));
  const templates: TemplateDatabases = { driver: 'pglite', migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') };
  const handle = openAppDatabase({ kind: 'memory' });
  try {
    const client = (handle.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error('The in-memory database is not a PGlite instance');
    // A checkpoint first: the tarball then holds the data files themselves, with nothing left to replay.
    const dumpTo = async (path: string) => {
      await client.exec('checkpoint');
      await writeFile(path, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    };
    await handle.migrate();
    await dumpTo(templates.migrated);
    await seedDemo(handle.db);
    await dumpTo(templates.seeded);
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return { templates, teardown: () => rm(folder, { recursive: true, force: true }) };
}

async function postgresTemplates(adminUrl: string): Promise<{ templates: TemplateDatabases; teardown: () => Promise<void> }> {
  const id = randomBytes(6).toString('hex');
  const templates: TemplateDatabases = { driver: 'postgres', migrated: `church_test_${process.pid}_${id}_migrated`, seeded: `church_test_${process.pid}_${id}_seeded` };
  const teardown = () =>
    onAdminConnection(adminUrl, `drop database if exists ${templates.seeded} with (force)`, `drop database if exists ${templates.migrated} with (force)`);
  try {
    await onAdminConnection(adminUrl, `create database ${templates.migrated}`);
    const migrated = openAppDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl, templates.migrated) });
    try {
      await migrated.migrate();
    } finally {
      // `create database … template` refuses a template anyone is connected to: the pool ends every connection.
      await migrated.close();
    }
    await onAdminConnection(adminUrl, `create database ${templates.seeded} template ${templates.migrated}`);
    const seeded = openAppDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl, templates.seeded) });
    try {
      await seedDemo(seeded.db);
    } finally {
      await seeded.close();
    }
    // Nobody may connect to them from now on, so that no stray connection can stop a clone.
    await onAdminConnection(
      adminUrl,
      `alter database ${templates.migrated} with allow_connections false`,
      `alter database ${templates.seeded} with allow_connections false`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return { templates, teardown };
}

/**
 * Vitest global setup, run once per project: migrates (and seeds) the project's driver's templates
 * and provides them to the test files (test-database.ts clones them); removes them at teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const driver = project.config.env?.API_TEST_DRIVER;
  let made: { templates: TemplateDatabases; teardown: () => Promise<void> };
  if (driver === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('API_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
    made = await postgresTemplates(adminUrl);
  } else {
    made = await pgliteTemplates();
  }
  project.provide('templateDatabases', made.templates);
  return made.teardown;
}
