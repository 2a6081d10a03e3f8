import { asc, inArray, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { demoTemplateOf, networkCodePattern } from './demo-network';

/** Any constant: it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 7_245_004;

/** A demo church that exists, as a module's demo seed sees it. */
export interface DemoChurchToSeed {
  id: number;
  codigo: string;
  /** The demo church whose content it takes: its own code, or a network church's template (grace…). */
  template: string;
  /** The moment of the seed in the church's own time zone: demo content is dated around it. */
  now: DateTime;
}

/**
 * The churches that exist and take the content of one of `templates` (demo church codes): those demo
 * churches and the network churches copied from them (demo-network.ts), in the order they were created.
 */
export async function demoChurchesToSeed(db: Database, templates: readonly string[], now: DateTime = DateTime.now()): Promise<DemoChurchToSeed[]> {
  if (templates.length === 0) return [];
  const churches = await db
    .select({ id: igreja.id, codigo: igreja.codigo })
    .from(igreja)
    .where(or(inArray(igreja.codigo, [...templates]), sql`${igreja.codigo} ~ ${networkCodePattern(templates)}`))
    .orderBy(asc(igreja.id));
  return churches.flatMap((church) => {
    const template = demoTemplateOf(church.codigo);
    return template ? [{ ...church, template: template.codigo, now: now.setZone(template.fusoHorario) }] : [];
  });
}

/**
 * Runs a module's demo seed for each demo church it has data for (by code, a network church by its
 * template's) and that exists, in the order the churches were created, in one transaction under the
 * seed lock, so that two processes starting at once do not seed twice. The seed itself leaves a
 * church that has its content alone.
 */
export async function seedEachDemoChurch<Data>(
  db: Database,
  dataByCode: Record<string, Data>,
  seed: (db: Database, church: DemoChurchToSeed, data: Data) => Promise<void>,
  now: DateTime = DateTime.now(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    for (const church of await demoChurchesToSeed(tx, Object.keys(dataByCode), now)) {
      const data = dataByCode[church.template];
      if (data !== undefined) await seed(tx, church, data);
    }
  });
}
