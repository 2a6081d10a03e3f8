import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db/database';
import { rowsOf } from '../../src/platform/db/rows';

/** The number of rows of every table in the public schema but `except`, by table name. */
export async function tableCounts(db: Database, except: string[] = []): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  )
    .map((row) => row.name)
    .filter((name) => !except.includes(name));
  const counts = rowsOf<{ name: string; rows: string | number }>(
    await db.execute(sql.raw(tables.map((name) => `select '${name}' as name, count(*) as rows from "${name}"`).join(' union all '))),
  );
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)]));
}
