import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/church-api/src/db/schema/index.ts',
  out: './apps/church-api/drizzle',
});
