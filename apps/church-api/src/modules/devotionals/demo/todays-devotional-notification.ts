import { and, desc, eq, lte } from 'drizzle-orm';
import type { ContentNotificationDemo } from '@church/api-modules/notifications';
import { devocional } from '../schema';

/** A notification that opens the church's devotional of the day (its latest up to today). */
export const todaysDevotionalNotification: ContentNotificationDemo = {
  tipoCodigo: 'DEVOCIONAL',
  wording: { en: "Today's devotional: {title}", pt: 'Devocional de hoje: {title}', es: 'Devocional de hoy: {title}' },
  minutesAgo: 2,
  async itemOf(db, igrejaId, now) {
    const [devotional] = await db
      .select({ id: devocional.id, titulo: devocional.titulo })
      .from(devocional)
      .where(and(eq(devocional.igrejaId, igrejaId), lte(devocional.data, now.toISOString().slice(0, 10))))
      .orderBy(desc(devocional.data))
      .limit(1);
    return devotional;
  },
};
