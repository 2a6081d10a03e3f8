import { eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { oracao, oracaoMensagem, oracaoMotivo, oracaoOrar } from '../schema';
import { type DemoPerson, type DemoPrayerWall, ESPERANCA_PRAYERS, GRACE_PRAYERS, VIDA_PRAYERS } from './prayer-demo-data';

const DEMO_WALLS: Record<string, DemoPrayerWall> = { grace: GRACE_PRAYERS, esperanca: ESPERANCA_PRAYERS, vida: VIDA_PRAYERS };

/** Seeds each demo church's motives and prayer requests once; a church that has motives is left as it is. */
export function seedPrayerDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_WALLS, seedChurchWall);
}

async function accountId(db: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ id: usuario.id }).from(usuario).where(sql`lower(${usuario.email}) = ${email}`);
  return row?.id ?? null;
}

async function seedChurchWall(db: Database, church: DemoChurchToSeed, wall: DemoPrayerWall): Promise<void> {
  const [seeded] = await db.select({ id: oracaoMotivo.id }).from(oracaoMotivo).where(eq(oracaoMotivo.igrejaId, church.id)).limit(1);
  if (seeded) return;
  const motives = await db
    .insert(oracaoMotivo)
    .values(wall.motives.map((nome, ordem) => ({ igrejaId: church.id, nome, ordem })))
    .returning({ id: oracaoMotivo.id });
  const people: Record<DemoPerson, number | null> = {
    member: await accountId(db, `member@${church.codigo}.example`),
    staff: await accountId(db, `staff@${church.codigo}.example`),
  };
  for (const prayer of wall.prayers) {
    const author = people[prayer.author];
    if (author === null) continue;
    const filed = church.now.minus({ hours: prayer.hoursAgo });
    const [row] = await db
      .insert(oracao)
      .values({
        igrejaId: church.id,
        usuarioId: author,
        nome: prayer.nome,
        oracaoMotivoId: motives[prayer.motive]?.id ?? null,
        mensagem: prayer.mensagem,
        imagem: prayer.imagem ?? null,
        flagPublicarMural: prayer.onWall,
        flagReceberLigacao: !prayer.onWall,
        dataCadastro: filed.toJSDate(),
      })
      .returning({ id: oracao.id });
    if (!row) continue;
    const messages = prayer.messages.flatMap((message, index) => {
      const from = people[message.author];
      return from === null ? [] : [{ oracaoId: row.id, usuarioId: from, mensagem: message.mensagem, dataCadastro: filed.plus({ minutes: 30 * (index + 1) }).toJSDate() }];
    });
    if (messages.length > 0) await db.insert(oracaoMensagem).values(messages);
    const prayed = prayer.prayedBy.flatMap((person) => (people[person] === null ? [] : [{ oracaoId: row.id, usuarioId: people[person] as number }]));
    if (prayed.length > 0) await db.insert(oracaoOrar).values(prayed).onConflictDoNothing();
  }
}
