// npm run church:embed-origins -- --church <code> [--add <origin>]… [--remove <origin>]…: the sites that may frame
// a church's embeddable pages. Runs against the database the server uses: DATABASE_URL, or the embedded PGlite.
import { moduleMigrationSet, onServerDatabase, parseCommandArgs, runCommand, UsageError } from '@church/api-platform/cli/server-database-command';
import { churchEmbedOrigins } from '../church-embed-origins';

const USAGE = `Shows the sites that may show a church's embeddable pages (/embed/chat, /embed/player, /embed/praise) in a
frame, or adds and removes some. Every other page, and these pages for any other site, refuse to be framed.

  npm run church:embed-origins -- --church grace                                     the list
  npm run church:embed-origins -- --church grace --add https://www.gracechurch.org   adds a site (--add again for more)
  npm run church:embed-origins -- --church grace --remove http://partner.example     removes one

A site is its origin: scheme, host and port (https://www.example.org); a path is dropped, anything else refused.
On PostgreSQL, a running server sends the new list at once. With the embedded database, stop the server first: PGlite
is opened by one process at a time (--force opens it anyway, for a folder a killed server left marked as open).`;

const options = {
  church: { type: 'string' },
  add: { type: 'string', multiple: true },
  remove: { type: 'string', multiple: true },
  force: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

async function main(argv: string[]): Promise<number> {
  const values = parseCommandArgs(argv, options, USAGE);
  if (!values) return 0;
  if (!values.church) throw new UsageError('Name the church: --church <code>.');
  return onServerDatabase({ migrationSet: moduleMigrationSet('church', import.meta.url), force: values.force ?? false, tables: 'embedding sites' }, async (database) => {
    const answer = await churchEmbedOrigins(database.db, { church: values.church as string, add: values.add ?? [], remove: values.remove ?? [] });
    for (const line of answer.lines) (answer.code === 0 ? console.log : console.error)(line);
    return answer.code;
  });
}

runCommand(() => main(process.argv.slice(2)), USAGE);
