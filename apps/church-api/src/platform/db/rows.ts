import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** The rows of a raw `db.execute()`: node-postgres wraps them in `{ rows }`, PGlite does too. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (result && typeof result === 'object' && 'rows' in result) return (result as { rows: Row[] }).rows;
  return result as Row[];
}

/**
 * A table's row from its `to_jsonb` (a raw statement's answer): each column read by its SQL name and
 * mapped as Drizzle maps it from the driver, so that it reads exactly like a `.returning()` row.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
