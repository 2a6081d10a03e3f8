import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario, usuarioIgreja } from '@church/api-platform/identity/identity-tables';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { newCardReference } from '../card-code';
import { usuarioCarteirinha } from '../schema';

/** A demo card's own fields (the rest is the demo account's). */
interface DemoCard {
  numeroMembro: string;
  dataBatismo: string;
  cargo: string;
  responsavel: string;
  vinculo: string;
}

/** The demo member's and the demo staff's cards at each demo church, in its language. */
const DEMO_CARDS: Record<string, { member: DemoCard; staff: DemoCard }> = {
  grace: {
    member: { numeroMembro: 'GCC-0142', dataBatismo: '2015-04-05', cargo: 'Worship team', responsavel: 'Pastor John Miller', vinculo: 'Music ministry' },
    staff: { numeroMembro: 'GCC-0007', dataBatismo: '2001-06-10', cargo: 'Church administrator', responsavel: 'Pastor John Miller', vinculo: 'Church office' },
  },
  esperanca: {
    member: { numeroMembro: 'IBE-0318', dataBatismo: '2012-11-18', cargo: 'Diaconisa', responsavel: 'Pr. Carlos Andrade', vinculo: 'Ministério de louvor' },
    staff: { numeroMembro: 'IBE-0011', dataBatismo: '1998-03-22', cargo: 'Secretário', responsavel: 'Pr. Carlos Andrade', vinculo: 'Secretaria' },
  },
  vida: {
    member: { numeroMembro: 'IVM-0256', dataBatismo: '2018-09-30', cargo: 'Maestra de escuela dominical', responsavel: 'Pastor Andrés Ruiz', vinculo: 'Ministerio infantil' },
    staff: { numeroMembro: 'IVM-0004', dataBatismo: '2003-05-11', cargo: 'Administrador', responsavel: 'Pastor Andrés Ruiz', vinculo: 'Oficina de la iglesia' },
  },
};

/** Seeds the demo member's and staff's cards at each demo church once; a card that exists is left as it is. */
export function seedMemberCardDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_CARDS, seedChurchCards);
}

async function seedChurchCards(db: Database, church: DemoChurchToSeed, cards: { member: DemoCard; staff: DemoCard }): Promise<void> {
  for (const [who, card] of [
    ['member', cards.member],
    ['staff', cards.staff],
  ] as const) {
    const [membership] = await db
      .select({ id: usuarioIgreja.id })
      .from(usuarioIgreja)
      .innerJoin(usuario, eq(usuario.id, usuarioIgreja.usuarioId))
      .where(and(eq(usuarioIgreja.igrejaId, church.id), sql`lower(${usuario.email}) = ${`${who}@${church.codigo}.example`}`))
      .limit(1);
    if (!membership) continue;
    await db
      .insert(usuarioCarteirinha)
      .values({ igrejaId: church.id, usuarioIgrejaId: membership.id, referencia: newCardReference(), ...card })
      .onConflictDoNothing();
  }
}
