import { and, asc, eq, gte } from 'drizzle-orm';
import type { ContentNotificationDemo } from '@church/api-modules/notifications';
import { culto } from '../schema';

/** A notification that opens the church's next published service. */
export const nextServiceNotification: ContentNotificationDemo = {
  tipoCodigo: 'CULTO',
  wording: { en: 'This week: {title}', pt: 'Nesta semana: {title}', es: 'Esta semana: {title}' },
  minutesAgo: 4,
  async itemOf(db, igrejaId, now) {
    const [service] = await db
      .select({ id: culto.id, titulo: culto.titulo })
      .from(culto)
      .where(and(eq(culto.igrejaId, igrejaId), eq(culto.flagPublicado, true), gte(culto.dataInicio, now)))
      .orderBy(asc(culto.dataInicio))
      .limit(1);
    return service;
  },
};
