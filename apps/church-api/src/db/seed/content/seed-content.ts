import { eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../database';
import {
  agendaConfiguracao,
  culto,
  devocional,
  ebd,
  ebdLicao,
  evento,
  igreja,
  ministerio,
  ministerioProjeto,
  noticia,
} from '../../schema';
import { ESPERANCA_CONTENT } from './content-esperanca';
import { GRACE_CONTENT } from './content-grace';
import type { ChurchContentSeed } from './content-seed-types';
import { VIDA_CONTENT } from './content-vida';

/** Each demo church's content, in its own language (the inactive church needs none). */
export const DEMO_CONTENT: Record<string, ChurchContentSeed> = {
  grace: GRACE_CONTENT,
  esperanca: ESPERANCA_CONTENT,
  vida: VIDA_CONTENT,
};

/** How far the seeded schedule reaches before and after the seed day. */
export const SCHEDULE_SEED_DAYS = 42;

const SEED_LOCK_KEY = 7_245_004;

/**
 * Seeds the schedule, devotionals, news, ministries and Sunday-school classes of the demo churches.
 * Idempotent: a church whose schedule configuration exists already has its content and is left as
 * it is. Dates are placed around `now` in the church's time zone, so the demo is always current.
 */
export async function seedDemoContent(db: Database, now: DateTime = DateTime.now()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const churches = await tx
      .select({ id: igreja.id, codigo: igreja.codigo })
      .from(igreja)
      .where(inArray(igreja.codigo, Object.keys(DEMO_CONTENT)));
    for (const church of churches) {
      const content = DEMO_CONTENT[church.codigo];
      if (!content) continue;
      const [seeded] = await tx
        .select({ id: agendaConfiguracao.igrejaId })
        .from(agendaConfiguracao)
        .where(eq(agendaConfiguracao.igrejaId, church.id));
      if (!seeded) await seedChurchContent(tx as unknown as Database, church.id, content, now.setZone(content.fusoHorario));
    }
  });
}

async function seedChurchContent(db: Database, igrejaId: number, content: ChurchContentSeed, now: DateTime): Promise<void> {
  const today = now.startOf('day');

  const services = [];
  for (let offset = -SCHEDULE_SEED_DAYS; offset <= SCHEDULE_SEED_DAYS; offset += 1) {
    const day = today.plus({ days: offset });
    for (const service of content.services.filter((s) => s.weekday === day.weekday)) {
      const start = day.set({ hour: service.hour, minute: service.minute });
      services.push({
        igrejaId,
        titulo: service.titulo,
        descricao: service.descricao,
        local: service.local,
        dataInicio: start.toJSDate(),
        dataFim: start.plus({ minutes: service.minutes }).toJSDate(),
      });
    }
  }
  if (services.length) await db.insert(culto).values(services);

  if (content.events.length) {
    await db.insert(evento).values(
      content.events.map((event) => {
        const start = today.plus({ days: event.inDays }).set({ hour: event.hour, minute: event.minute });
        return {
          igrejaId,
          nome: event.nome,
          descricao: event.descricao,
          local: event.local,
          dataInicio: start.toJSDate(),
          dataFim: start.plus({ minutes: event.minutes }).toJSDate(),
        };
      }),
    );
  }

  // One devotional a day, the first of the list today.
  if (content.devotionals.length) {
    await db.insert(devocional).values(
      content.devotionals.map((item, index) => ({
        igrejaId,
        titulo: item.titulo,
        referenciaBiblica: item.referenciaBiblica,
        autor: item.autor,
        texto: item.texto,
        imagem: item.imagem ?? null,
        data: today.minus({ days: index }).toISODate() ?? '',
        flagPublicado: item.publicado ?? true,
      })),
    );
  }

  if (content.news.length) {
    await db.insert(noticia).values(
      content.news.map((item) => ({
        igrejaId,
        titulo: item.titulo,
        resumo: item.resumo,
        texto: item.texto,
        imagem: item.imagem ?? null,
        dataPublicacao: today.minus({ days: item.daysAgo }).set({ hour: 9 }).toJSDate(),
        flagPublicado: item.publicado ?? true,
      })),
    );
  }

  for (const [ordem, item] of content.ministries.entries()) {
    const [created] = await db
      .insert(ministerio)
      .values({
        igrejaId,
        nome: item.nome,
        descricao: item.descricao,
        lider: item.lider,
        contato: item.contato,
        imagem: item.imagem ?? null,
        ordem,
        flagPublicado: item.publicado ?? true,
      })
      .returning({ id: ministerio.id });
    if (!created || !item.projetos.length) continue;
    await db.insert(ministerioProjeto).values(
      item.projetos.map((project, index) => ({
        igrejaId,
        ministerioId: created.id,
        nome: project.nome,
        objetivo: project.objetivo,
        descricao: project.descricao,
        status: project.status,
        imagem: project.imagem ?? null,
        ordem: index,
        flagPublicado: project.publicado ?? true,
      })),
    );
  }

  // Lessons run one a Sunday from two Sundays before the seed day (weekday 7 is Sunday).
  const firstSunday = today.minus({ days: today.weekday % 7 }).minus({ weeks: 2 });
  for (const [ordem, item] of content.ebds.entries()) {
    const [created] = await db
      .insert(ebd)
      .values({
        igrejaId,
        slug: item.slug,
        nome: item.nome,
        faixaEtaria: item.faixaEtaria,
        professor: item.professor,
        sala: item.sala,
        horario: item.horario,
        descricao: item.descricao,
        imagem: item.imagem ?? null,
        ordem,
        flagPublicado: item.publicado ?? true,
      })
      .returning({ id: ebd.id });
    if (!created || !item.licoes.length) continue;
    await db.insert(ebdLicao).values(
      item.licoes.map((lesson, index) => ({
        ebdId: created.id,
        titulo: lesson.titulo,
        referenciaBiblica: lesson.referenciaBiblica,
        resumo: lesson.resumo,
        data: firstSunday.plus({ weeks: index }).toISODate() ?? '',
      })),
    );
  }

  // Written last: its presence marks the church's content as seeded.
  await db.insert(agendaConfiguracao).values({ igrejaId, fusoHorario: content.fusoHorario });
}
