import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
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
  /** The tables the command needs, as a reader would name them ("the wallet table"), for when they are not there yet. */
  tables: string;
}

/** A module's own migrations, in the folder beside its cli folder: `moduleMigrationSet('payments', import.meta.url)`. */
export function moduleMigrationSet(module: string, commandFileUrl: string): MigrationSet {
  const folder = join(dirname(fileURLToPath(commandFileUrl)), '..', 'migrations');
  return { name: module, folder, table: `__migrations_${module}` };
}

/** A flag's value, or the contents of the file `@path` names without its final line break (keeps keys out of the shell's history). */
export function flagValue(text: string | undefined): string | undefined {
  if (text === undefined || !text.startsWith('@')) return text;
  return readFileSync(text.slice(1), 'utf8').replace(/\r?\n$/, '');
}

/** The command's flags, parsed strictly (no positionals); null after printing the usage for --help. */
export function parseCommandArgs<Options extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: Options, usage: string) {
  const { values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    return null;
  }
  return values;
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
      console.error(`The database has no ${options.tables} yet: start the server once (npm start, or npm run serve) so that it migrates, then run this again.`);
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
