import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { igreja } from '../../db/schema';
import { notFound } from '../../http/problem';

/**
 * The church a content call names by slug (§7 `/igreja/{slug}/...`): its id scopes every query
 * that follows. An unknown slug is a 404.
 */
export async function requireChurchId(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: igreja.id }).from(igreja).where(eq(igreja.slug, slug));
  if (!row) throw notFound(`No church has the slug '${slug}'.`);
  return row.id;
}
