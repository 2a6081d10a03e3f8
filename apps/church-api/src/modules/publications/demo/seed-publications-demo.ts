import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { publicacao, publicacaoTipo } from '../schema';
import { ESPERANCA_PUBLICATIONS } from './esperanca';
import { GRACE_PUBLICATIONS } from './grace';
import type { PublicationsDemo } from './publications-demo';
import { VIDA_PUBLICATIONS } from './vida';

const DEMO_PUBLICATIONS: Record<string, PublicationsDemo> = { grace: GRACE_PUBLICATIONS, esperanca: ESPERANCA_PUBLICATIONS, vida: VIDA_PUBLICATIONS };

/** The demo churches' publication types and publications. A church that has publication types is left as it is. */
export function seedPublicationsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_PUBLICATIONS, seedChurchPublications);
}

async function seedChurchPublications(db: Database, church: DemoChurchToSeed, demo: PublicationsDemo): Promise<void> {
  const [seeded] = await db.select({ id: publicacaoTipo.id }).from(publicacaoTipo).where(eq(publicacaoTipo.igrejaId, church.id)).limit(1);
  if (seeded) return;
  const types = await db
    .insert(publicacaoTipo)
    .values(demo.types.map((type) => ({ ...type, igrejaId: church.id })))
    .returning({ id: publicacaoTipo.id, slug: publicacaoTipo.slug });
  const typeId = new Map(types.map((type) => [type.slug, type.id]));
  await db.insert(publicacao).values(
    demo.publications.map(({ tipo, ...item }) => {
      const tipoId = typeId.get(tipo);
      if (!tipoId) throw new Error(`Unknown demo publication type '${tipo}'`);
      return { ...item, igrejaId: church.id, tipoId };
    }),
  );
}
