// npm run church:time-zone -- --church <code> [--zone <IANA zone>]: shows or sets a church's time zone without SQL.
// Runs against the database the server uses: DATABASE_URL, or the embedded PGlite under PGLITE_DIR (.data/pglite).
import { moduleMigrationSet, onServerDatabase, parseCommandArgs, runCommand, UsageError } from '@church/api-platform/cli/server-database-command';
import { churchTimeZone } from '../church-time-zone';

const USAGE = `Shows a church's time zone, or sets it. Every date and time the church's site shows (services, events,
receipts, "today") is read in it, on the server and in the browser, whatever the reader's own zone.

  npm run church:time-zone -- --church grace                          the zone and the church's time now
  npm run church:time-zone -- --church grace --zone America/Chicago   sets it

The zone is an IANA name (America/Sao_Paulo, America/New_York, Europe/Madrid, UTC …); a church without one is in UTC.
Dates are stored as instants: a service keeps its instant and shows at that instant's time in the new zone.
On PostgreSQL, a running server sees the change at once. With the embedded database, stop the server first: PGlite
is opened by one process at a time (--force opens it anyway, for a folder a killed server left marked as open).`;

const options = {
  church: { type: 'string' },
  zone: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

async function main(argv: string[]): Promise<number> {
  const values = parseCommandArgs(argv, options, USAGE);
  if (!values) return 0;
  if (!values.church) throw new UsageError('Name the church: --church <code>.');
  const { church, zone } = values;
  return onServerDatabase({ migrationSet: moduleMigrationSet('church', import.meta.url), force: values.force ?? false, tables: 'church time zones' }, async (database) => {
    const answer = await churchTimeZone(database.db, { church, ...(zone !== undefined ? { zone } : {}) });
    for (const line of answer.lines) (answer.code === 0 ? console.log : console.error)(line);
    return answer.code;
  });
}

runCommand(() => main(process.argv.slice(2)), USAGE);
