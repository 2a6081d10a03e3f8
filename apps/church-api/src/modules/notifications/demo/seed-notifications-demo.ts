import { sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { seedEachDemoChurch } from '@church/api-modules/church';
import { Notifier } from '../notifier';
import { ESPERANCA_NOTIFICATIONS } from './esperanca';
import { GRACE_NOTIFICATIONS } from './grace';
import type { NotificationsDemo } from './notifications-demo';
import { VIDA_NOTIFICATIONS } from './vida';

const DEMO_NOTIFICATIONS: Record<string, NotificationsDemo> = { grace: GRACE_NOTIFICATIONS, esperanca: ESPERANCA_NOTIFICATIONS, vida: VIDA_NOTIFICATIONS };

/** The demo churches' notices, and a welcome to their demo member. A church that has sent notices is left as it is. */
export function seedNotificationsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_NOTIFICATIONS, async (tx, church, demo) => {
    const notifier = new Notifier(tx);
    if (await notifier.hasSent(church.id, 'AVISO')) return;
    const [member] = await tx.select({ id: usuario.id }).from(usuario).where(sql`lower(${usuario.email}) = ${`member@${church.codigo}.example`}`);
    const sentAt = (daysAgo: number) => sql`now() - make_interval(days => ${daysAgo})`;
    await notifier.notify([
      ...demo.notices.map((notice) => ({
        igrejaId: church.id,
        usuarioId: null,
        tipoCodigo: 'AVISO',
        titulo: notice.titulo,
        corpo: notice.corpo,
        dataCadastro: sentAt(notice.daysAgo),
        dataUltimaAlteracao: sentAt(notice.daysAgo),
      })),
      ...(member ? [{ igrejaId: church.id, usuarioId: member.id, tipoCodigo: 'AVISO', ...demo.welcome }] : []),
    ]);
  });
}
