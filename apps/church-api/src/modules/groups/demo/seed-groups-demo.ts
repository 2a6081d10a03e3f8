import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { estudo } from '@church/api-modules/studies';
import { celula, celulaConfiguracao, celulaEstudo, celulaMembro, celulaReuniao, celulaTipo } from '../schema';
import { ESPERANCA_GROUPS } from './esperanca';
import { GRACE_GROUPS } from './grace';
import type { DemoAccountRole, GroupsDemo } from './groups-demo';

/**
 * The demo churches that have MOD_CELULA (vida has not), each with groups in its own language. No demo church has a Maps key;
 * grace shares the exact addresses with its members (the default), esperanca with each group's participants.
 */
const DEMO_GROUPS: Record<string, GroupsDemo> = { grace: GRACE_GROUPS, esperanca: ESPERANCA_GROUPS };

/** Seeds each demo church's groups once; a church that has groups is left as it is. */
export function seedGroupsDemo(db: Database): Promise<void> {
  return seedEachDemoChurch(db, DEMO_GROUPS, seedChurchGroups);
}

async function seedChurchGroups(db: Database, church: DemoChurchToSeed, demo: GroupsDemo): Promise<void> {
  // The church's address setting, unless it has settings already (also for a church whose groups were seeded before it existed).
  if (demo.visibilidadeEndereco) {
    await db.insert(celulaConfiguracao).values({ igrejaId: church.id, visibilidadeEndereco: demo.visibilidadeEndereco }).onConflictDoNothing();
  }
  const [seeded] = await db.select({ id: celula.id }).from(celula).where(eq(celula.igrejaId, church.id)).limit(1);
  if (seeded) return;
  // The leaders are the church's demo accounts (the account module seeds them first).
  const emails: Record<DemoAccountRole, string> = { member: `member@${church.codigo}.example`, staff: `staff@${church.codigo}.example` };
  const accounts = await db
    .select({ id: usuario.id, email: sql<string>`lower(${usuario.email})` })
    .from(usuario)
    .where(inArray(sql`lower(${usuario.email})`, Object.values(emails)));
  const idOf = (role: DemoAccountRole) => accounts.find((account) => account.email === emails[role])?.id ?? null;
  const member = idOf('member');
  const staff = idOf('staff');
  if (member === null || staff === null) return;
  const accountOf = (role: DemoAccountRole) => (role === 'member' ? member : staff);

  const kinds = [...new Set(demo.groups.map((group) => group.tipo))];
  const tipos = await db
    .insert(celulaTipo)
    .values(kinds.map((nome) => ({ igrejaId: church.id, nome })))
    .returning({ id: celulaTipo.id, nome: celulaTipo.nome });
  const groups = await db
    .insert(celula)
    .values(
      demo.groups.map((group) => ({
        igrejaId: church.id,
        nome: group.nome,
        tipoId: tipos.find((tipo) => tipo.nome === group.tipo)?.id ?? null,
        descricao: group.descricao,
        tema: group.tema,
        liderId: accountOf(group.lider),
        responsavelId: group.responsavel ? accountOf(group.responsavel) : null,
        diaSemana: group.diaSemana,
        horaInicio: group.horaInicio,
        horaFim: group.horaFim,
        endereco: group.endereco,
        bairro: group.bairro,
        cidade: group.cidade,
        estado: group.estado,
        latitude: group.posicao?.latitude ?? null,
        longitude: group.posicao?.longitude ?? null,
      })),
    )
    .returning({ id: celula.id });

  const studies = await db.select({ id: estudo.id }).from(estudo).where(eq(estudo.igrejaId, church.id)).orderBy(desc(estudo.dataEstudo), desc(estudo.id)).limit(5);
  const members: (typeof celulaMembro.$inferInsert)[] = [];
  const meetings: (typeof celulaReuniao.$inferInsert)[] = [];
  const followed: (typeof celulaEstudo.$inferInsert)[] = [];
  demo.groups.forEach((group, index) => {
    const celulaId = groups[index]?.id;
    if (celulaId === undefined) return;
    if (group.comMembro) members.push({ celulaId, usuarioId: member });
    // The group's last meetings, on its own weekday, a week apart.
    const today = church.now.startOf('day');
    const last = today.minus({ days: (today.weekday - group.diaSemana + 7) % 7 || 7 });
    group.reunioes.forEach((reuniao, week) => {
      meetings.push({ celulaId, data: last.minus({ weeks: week }).toISODate() ?? '', horaInicio: group.horaInicio, horaFim: group.horaFim, ...reuniao });
    });
    for (const study of studies.slice(0, group.estudos)) followed.push({ celulaId, estudoId: study.id });
  });
  if (members.length) await db.insert(celulaMembro).values(members);
  if (meetings.length) await db.insert(celulaReuniao).values(meetings);
  if (followed.length) await db.insert(celulaEstudo).values(followed);
}
