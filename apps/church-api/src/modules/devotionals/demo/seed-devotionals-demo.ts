import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { devocional } from '../schema';
import type { DevotionalDemo } from './devotional-demo';
import { ESPERANCA_DEVOTIONALS } from './esperanca';
import { GRACE_DEVOTIONALS } from './grace';
import { VIDA_DEVOTIONALS } from './vida';

const DEMO_DEVOTIONALS: Record<string, DevotionalDemo[]> = { grace: GRACE_DEVOTIONALS, esperanca: ESPERANCA_DEVOTIONALS, vida: VIDA_DEVOTIONALS };

/** The demo churches' devotionals, one a day up to the seed day. A church that has devotionals is left as it is. */
export function seedDevotionalsDemo(db: Database, now?: DateTime): Promise<void> {
  return seedEachDemoChurch(db, DEMO_DEVOTIONALS, seedChurchDevotionals, now);
}

async function seedChurchDevotionals(db: Database, church: DemoChurchToSeed, devotionals: DevotionalDemo[]): Promise<void> {
  const [seeded] = await db.select({ id: devocional.id }).from(devocional).where(eq(devocional.igrejaId, church.id)).limit(1);
  if (seeded || devotionals.length === 0) return;
  const today = church.now.startOf('day');
  await db.insert(devocional).values(
    devotionals.map((item, index) => ({
      igrejaId: church.id,
      titulo: item.titulo,
      referenciaBiblica: item.referenciaBiblica,
      autor: item.autor,
      texto: item.texto,
      imagem: item.imagem ?? null,
      data: today.minus({ days: index }).toISODate() ?? '',
      flagPublicado: item.publicado ?? true,
    })),
  );
}
