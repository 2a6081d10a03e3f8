import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { ministerio, ministerioProjeto } from '../schema';
import { ESPERANCA_MINISTRIES } from './esperanca';
import { GRACE_MINISTRIES } from './grace';
import type { MinistryDemo } from './ministry-demo';
import { VIDA_MINISTRIES } from './vida';

const DEMO_MINISTRIES: Record<string, MinistryDemo[]> = { grace: GRACE_MINISTRIES, esperanca: ESPERANCA_MINISTRIES, vida: VIDA_MINISTRIES };

/** The demo churches' ministries and their projects. A church that has ministries is left as it is. */
export function seedMinistriesDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_MINISTRIES, seedChurchMinistries);
}

async function seedChurchMinistries(db: Database, church: DemoChurchToSeed, ministries: MinistryDemo[]): Promise<void> {
  const [seeded] = await db.select({ id: ministerio.id }).from(ministerio).where(eq(ministerio.igrejaId, church.id)).limit(1);
  if (seeded) return;
  const igrejaId = church.id;
  for (const [ordem, item] of ministries.entries()) {
    const [created] = await db
      .insert(ministerio)
      .values({
        igrejaId,
        nome: item.nome,
        descricao: item.descricao,
        lider: item.lider,
        contato: item.contato,
        imagem: item.imagem ?? null,
        ordem,
        flagPublicado: item.publicado ?? true,
      })
      .returning({ id: ministerio.id });
    if (!created || !item.projetos.length) continue;
    await db.insert(ministerioProjeto).values(
      item.projetos.map((project, index) => ({
        igrejaId,
        ministerioId: created.id,
        nome: project.nome,
        objetivo: project.objetivo,
        descricao: project.descricao,
        status: project.status,
        imagem: project.imagem ?? null,
        ordem: index,
        flagPublicado: project.publicado ?? true,
      })),
    );
  }
}
