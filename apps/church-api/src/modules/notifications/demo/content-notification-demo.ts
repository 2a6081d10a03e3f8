import { asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { Notifier } from '../notifier';

/** A content module's demo notification: one that opens the church's latest (or next) item of the module. */
export interface ContentNotificationDemo {
  /** The notification type, which the browser maps to the item's page (§3 Notification, isRoute). */
  tipoCodigo: string;
  /** The title by the church's language (its first two letters; English otherwise), `{title}` standing for the item's. */
  wording: { en: string; pt: string; es: string };
  /** How long before the seed it is dated: members see the news first, then the devotional, the class and the service. */
  minutesAgo: number;
  /** The church's item it opens, when it has one. */
  itemOf(db: Database, igrejaId: number, now: Date): Promise<{ id: number; titulo: string } | undefined>;
}

/** Sends the notification to every member of each active church that has such an item and has not sent one of the type yet. */
export async function seedContentNotification(db: Database, demo: ContentNotificationDemo, now = new Date()): Promise<void> {
  const notifier = new Notifier(db);
  const churches = await db.select({ id: igreja.id, idioma: igreja.idioma }).from(igreja).where(eq(igreja.flagAtivo, true)).orderBy(asc(igreja.id));
  for (const church of churches) {
    if (await notifier.hasSent(church.id, demo.tipoCodigo)) continue;
    const item = await demo.itemOf(db, church.id, now);
    if (!item) continue;
    const wording = demo.wording[church.idioma.slice(0, 2).toLowerCase() as keyof ContentNotificationDemo['wording']] ?? demo.wording.en;
    await notifier.notify([
      {
        igrejaId: church.id,
        usuarioId: null,
        tipoCodigo: demo.tipoCodigo,
        titulo: wording.replace('{title}', () => item.titulo),
        corpo: item.titulo,
        idEntidadeRelacionada: String(item.id),
        dataCadastro: new Date(now.getTime() - demo.minutesAgo * 60_000),
      },
    ]);
  }
}
