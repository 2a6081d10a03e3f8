import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { notaSermao } from '../schema';

interface DemoNote {
  titulo: string;
  texto: string;
  /** How many days before the seed it was last changed. */
  daysAgo: number;
}

/** The demo member's notes at each demo church, in its language: one of last Sunday's sermon, one older. */
const DEMO_NOTES: Record<string, DemoNote[]> = {
  grace: [
    { titulo: 'Psalm 23: the Lord is my shepherd', texto: 'He leads, I follow.\nGoodness and mercy follow me all the days of my life.', daysAgo: 2 },
    { titulo: 'Sermon on the Mount', texto: 'Matthew 5–7. Salt and light.', daysAgo: 9 },
  ],
  esperanca: [{ titulo: 'Salmo 23: o Senhor é o meu pastor', texto: 'Ele conduz, eu sigo.\nBondade e misericórdia me seguirão.', daysAgo: 2 }],
  vida: [{ titulo: 'Salmo 23: el Señor es mi pastor', texto: 'Él guía, yo sigo.\nEl bien y la misericordia me seguirán.', daysAgo: 2 }],
};

/** Seeds the demo member's notes at each demo church once; a member who has notes there keeps them. */
export function seedNotesDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_NOTES, seedChurchNotes);
}

async function seedChurchNotes(db: Database, church: DemoChurchToSeed, notes: DemoNote[]): Promise<void> {
  const [member] = await db.select({ id: usuario.id }).from(usuario).where(sql`lower(${usuario.email}) = ${`member@${church.codigo}.example`}`);
  if (!member) return;
  const [seeded] = await db
    .select({ id: notaSermao.id })
    .from(notaSermao)
    .where(and(eq(notaSermao.igrejaId, church.id), eq(notaSermao.usuarioId, member.id)))
    .limit(1);
  if (seeded) return;
  await db.insert(notaSermao).values(
    notes.map((note) => {
      const changed = church.now.minus({ days: note.daysAgo }).set({ hour: 11, minute: 30, second: 0, millisecond: 0 }).toJSDate();
      return { igrejaId: church.id, usuarioId: member.id, titulo: note.titulo, texto: note.texto, dataCadastro: changed, dataUltimaAlteracao: changed };
    }),
  );
}
