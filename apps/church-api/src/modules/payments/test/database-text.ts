import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { rowsOf } from '../../../platform/db/rows';

/** The `table.column`s of the public schema whose text (or JSON) holds `text` anywhere: to show a secret was never stored. */
export async function columnsContaining(db: Database, text: string): Promise<string[]> {
  const columns = rowsOf<{ name: string; column: string }>(
    await db.execute(
      sql`select table_name as name, column_name as column from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb') order by 1, 2`,
    ),
  );
  const pattern = `%${text}%`;
  const checks = columns.map(
    ({ name, column }) => sql`select ${`${name}.${column}`}::text as found where exists (select 1 from ${sql.identifier(name)} where ${sql.identifier(column)}::text like ${pattern}::text)`,
  );
  return rowsOf<{ found: string }>(await db.execute(sql.join(checks, sql` union all `))).map((row) => row.found);
}
