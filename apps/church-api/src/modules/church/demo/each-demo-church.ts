import { asc, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { DEMO_CHURCHES } from './demo-church';

/** Any constant: it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 7_245_004;

/** A demo church that exists, as a module's demo seed sees it. */
export interface DemoChurchToSeed {
  id: number;
  codigo: string;
  /** The moment of the seed in the church's own time zone: demo content is dated around it. */
  now: DateTime;
}

/**
 * Runs a module's demo seed for each demo church it has data for (by code) and that exists, in the
 * order the churches were created, in one transaction under the seed lock, so that two processes
 * starting at once do not seed twice. The seed itself leaves a church that has its content alone.
 */
export async function seedEachDemoChurch<Data>(
  db: Database,
  dataByCode: Record<string, Data>,
  seed: (db: Database, church: DemoChurchToSeed, data: Data) => Promise<void>,
  now: DateTime = DateTime.now(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const churches = await tx
      .select({ id: igreja.id, codigo: igreja.codigo })
      .from(igreja)
      .where(inArray(igreja.codigo, Object.keys(dataByCode)))
      .orderBy(asc(igreja.id));
    for (const church of churches) {
      const data = dataByCode[church.codigo];
      const zone = DEMO_CHURCHES.find((demo) => demo.codigo === church.codigo)?.fusoHorario ?? 'UTC';
      if (data !== undefined) await seed(tx, { ...church, now: now.setZone(zone) }, data);
    }
  });
}
