import { eq } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { noticia } from '../schema';
import { ESPERANCA_NEWS } from './esperanca';
import { GRACE_NEWS } from './grace';
import type { NewsDemo } from './news-demo';
import { VIDA_NEWS } from './vida';

const DEMO_NEWS: Record<string, NewsDemo[]> = { grace: GRACE_NEWS, esperanca: ESPERANCA_NEWS, vida: VIDA_NEWS };

/** The demo churches' news, published in the days before the seed day. A church that has news is left as it is. */
export function seedNewsDemo(db: Database, now?: DateTime): Promise<void> {
  return seedEachDemoChurch(db, DEMO_NEWS, seedChurchNews, now);
}

async function seedChurchNews(db: Database, church: DemoChurchToSeed, news: NewsDemo[]): Promise<void> {
  const [seeded] = await db.select({ id: noticia.id }).from(noticia).where(eq(noticia.igrejaId, church.id)).limit(1);
  if (seeded || news.length === 0) return;
  const today = church.now.startOf('day');
  await db.insert(noticia).values(
    news.map((item) => ({
      igrejaId: church.id,
      titulo: item.titulo,
      resumo: item.resumo,
      texto: item.texto,
      imagem: item.imagem ?? null,
      dataPublicacao: today.minus({ days: item.daysAgo }).set({ hour: 9 }).toJSDate(),
      flagPublicado: item.publicado ?? true,
    })),
  );
}
