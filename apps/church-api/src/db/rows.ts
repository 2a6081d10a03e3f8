/** The rows of a raw `db.execute()`: node-postgres wraps them in `{ rows }`, PGlite does too. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (result && typeof result === 'object' && 'rows' in result) return (result as { rows: Row[] }).rows;
  return result as Row[];
}
