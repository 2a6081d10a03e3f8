import { and, desc, eq, lte } from 'drizzle-orm';
import type { ContentNotificationDemo } from '@church/api-modules/notifications';
import { noticia } from '../schema';

/** A notification that opens the church's latest published news item. */
export const latestNewsNotification: ContentNotificationDemo = {
  tipoCodigo: 'NOTICIA',
  wording: { en: 'News: {title}', pt: 'Notícia: {title}', es: 'Noticia: {title}' },
  minutesAgo: 1,
  async itemOf(db, igrejaId, now) {
    const [news] = await db
      .select({ id: noticia.id, titulo: noticia.titulo })
      .from(noticia)
      .where(and(eq(noticia.igrejaId, igrejaId), eq(noticia.flagPublicado, true), lte(noticia.dataPublicacao, now)))
      .orderBy(desc(noticia.dataPublicacao))
      .limit(1);
    return news;
  },
};
