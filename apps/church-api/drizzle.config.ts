import { defineConfig } from 'drizzle-kit';

// One migration set per server module (src/db/migration-sets.ts):
//   MIGRATION_SET=<name> npm run db:generate -- --name <change>
const set = process.env.MIGRATION_SET ?? 'church';
const schemas: Record<string, string> = {
  church: './apps/church-api/src/db/schema/church.ts',
  account: './apps/church-api/src/db/schema/account.ts',
  content: './apps/church-api/src/db/schema/content.ts',
  media: './apps/church-api/src/db/schema/media.ts',
};
const schema = schemas[set];
if (!schema) throw new Error(`Unknown MIGRATION_SET '${set}': add it to drizzle.config.ts and src/db/migration-sets.ts`);

export default defineConfig({
  dialect: 'postgresql',
  schema,
  out: `./apps/church-api/drizzle/${set}`,
});
