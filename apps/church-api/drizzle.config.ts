import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// A migration for a change to one server module's schema, written to that module's own folder:
//   MIGRATION_SET=<module> npm run db:generate -- --name <change>
const set = process.env.MIGRATION_SET;
const moduleFolder = `./apps/church-api/src/modules/${set}`;
if (!set || !existsSync(`${moduleFolder}/schema.ts`)) {
  throw new Error(`MIGRATION_SET must name a server module with a schema (apps/church-api/src/modules/<module>/schema.ts), not '${set ?? ''}'`);
}

export default defineConfig({
  dialect: 'postgresql',
  schema: `${moduleFolder}/schema.ts`,
  out: `${moduleFolder}/migrations`,
});
