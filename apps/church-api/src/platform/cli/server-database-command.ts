import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, type MigrationSet, openDatabase } from '../db/database';

/** A mistake in what a command was asked: printed with its usage, exit code 2. */
export class UsageError extends Error {}

type ErrorClass = abstract new (...args: never[]) => Error;

export interface ServerDatabaseOptions {
  /** The migrations that make the tables the command reads: it refuses to run before the server has applied them. */
  migrationSet: MigrationSet;
  /** Open an embedded database a killed server left marked as open. */
  force: boolean;
  /** What to say when those tables are not there yet. */
  notMigrated: string;
}

/**
 * Runs `command` on the database the server uses (DATABASE_URL, or the embedded PGlite under PGLITE_DIR),
 * for a command beside it (npm run church:…), and closes it. The embedded database keeps no lock of its
 * own, and a folder a running server has open would be corrupted by a second process: it is refused
 * while marked as open, unless `force`.
 */
export async function onServerDatabase(options: ServerDatabaseOptions, command: (database: DatabaseHandle) => Promise<number>): Promise<number> {
  const location = loadConfig(process.env).database;
  if (location.kind === 'pglite' && existsSync(join(location.dataDir, 'postmaster.pid')) && !options.force) {
    console.error(`The embedded database (${location.dataDir}) is open in another process: stop the server (npm start) first, then run this again.`);
    return 1;
  }
  const database = openDatabase(location, { migrationSets: async () => [options.migrationSet] });
  try {
    if (!(await database.isReady())) {
      console.error(options.notMigrated);
      return 1;
    }
    return await command(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command's `main` and exits with its code: a usage mistake (UsageError, or one parseArgs finds)
 * prints the message and the usage and exits 2; a refusal (a ConfigError or one of `refusals`) prints
 * "Refused: …" and exits 1; anything else prints its message and exits 1.
 */
export function runCommand(main: () => Promise<number>, usage: string, refusals: readonly ErrorClass[] = []): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
        console.error(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      if ([ConfigError, ...refusals].some((refusal) => error instanceof refusal)) {
        console.error(`Refused: ${(error as Error).message}`);
        process.exit(1);
      }
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
