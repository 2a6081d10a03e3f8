import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { ebd, ebdLicao } from '../schema';
import type { EbdDemo } from './ebd-demo';
import { ESPERANCA_EBDS } from './esperanca';
import { GRACE_EBDS } from './grace';
import { VIDA_EBDS } from './vida';

const DEMO_EBDS: Record<string, EbdDemo[]> = { grace: GRACE_EBDS, esperanca: ESPERANCA_EBDS, vida: VIDA_EBDS };

/** The demo churches' Sunday-school classes and their lessons. A church that has classes is left as it is. */
export function seedEbdDemo(db: Database, now?: DateTime): Promise<void> {
  return seedEachDemoChurch(db, DEMO_EBDS, seedChurchClasses, now);
}

async function seedChurchClasses(db: Database, church: DemoChurchToSeed, classes: EbdDemo[]): Promise<void> {
  const [seeded] = await db.select({ id: ebd.id }).from(ebd).where(eq(ebd.igrejaId, church.id)).limit(1);
  if (seeded) return;
  const today = church.now.startOf('day');
  // Lessons run one a Sunday from two Sundays before the seed day (weekday 7 is Sunday).
  const firstSunday = today.minus({ days: today.weekday % 7 }).minus({ weeks: 2 });
  for (const [ordem, item] of classes.entries()) {
    const [created] = await db
      .insert(ebd)
      .values({
        igrejaId: church.id,
        slug: item.slug,
        nome: item.nome,
        faixaEtaria: item.faixaEtaria,
        professor: item.professor,
        sala: item.sala,
        horario: item.horario,
        descricao: item.descricao,
        imagem: item.imagem ?? null,
        ordem,
        flagPublicado: item.publicado ?? true,
      })
      .returning({ id: ebd.id });
    if (!created || !item.licoes.length) continue;
    await db.insert(ebdLicao).values(
      item.licoes.map((lesson, index) => ({
        ebdId: created.id,
        titulo: lesson.titulo,
        referenciaBiblica: lesson.referenciaBiblica,
        resumo: lesson.resumo,
        data: firstSunday.plus({ weeks: index }).toISODate() ?? '',
      })),
    );
  }
}
