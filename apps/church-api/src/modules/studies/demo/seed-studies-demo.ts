import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { configuracaoEstudo, estudo } from '../schema';
import { ESPERANCA_STUDIES } from './esperanca';
import { GRACE_STUDIES } from './grace';
import type { StudiesDemo } from './studies-demo';
import { VIDA_STUDIES } from './vida';

const DEMO_STUDIES: Record<string, StudiesDemo> = { grace: GRACE_STUDIES, esperanca: ESPERANCA_STUDIES, vida: VIDA_STUDIES };

/** The demo churches' study configuration and studies. What a church has of either is left as it is. */
export function seedStudiesDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_STUDIES, seedChurchStudies);
}

async function seedChurchStudies(db: Database, church: DemoChurchToSeed, demo: StudiesDemo): Promise<void> {
  await db
    .insert(configuracaoEstudo)
    .values({ igrejaId: church.id, flagConteudoPublico: demo.public })
    .onConflictDoNothing({ target: configuracaoEstudo.igrejaId });
  const [seeded] = await db.select({ id: estudo.id }).from(estudo).where(eq(estudo.igrejaId, church.id)).limit(1);
  if (!seeded) await db.insert(estudo).values(demo.studies.map((study) => ({ ...study, igrejaId: church.id })));
}
