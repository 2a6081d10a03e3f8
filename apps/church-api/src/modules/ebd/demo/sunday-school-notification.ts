import { asc, eq } from 'drizzle-orm';
import type { ContentNotificationDemo } from '@church/api-modules/notifications';
import { ebd } from '../schema';

/** A notification that opens one of the church's Sunday-school classes (by id, which the class page accepts). */
export const sundaySchoolNotification: ContentNotificationDemo = {
  tipoCodigo: 'EBD',
  wording: { en: 'Sunday school: {title}', pt: 'Escola bíblica: {title}', es: 'Escuela dominical: {title}' },
  minutesAgo: 3,
  async itemOf(db, igrejaId) {
    const [sundaySchool] = await db.select({ id: ebd.id, titulo: ebd.nome }).from(ebd).where(eq(ebd.igrejaId, igrejaId)).orderBy(asc(ebd.nome)).limit(1);
    return sundaySchool;
  },
};
