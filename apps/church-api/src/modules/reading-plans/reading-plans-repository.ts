import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { type PlanReading, planoLeitura, planoLeituraDia, planoLeituraInscricao } from './schema';

export interface PlanSummary {
  uuid: string;
  nome: string;
  descricao: string;
  totalDias: number;
}

export interface Plan extends PlanSummary {
  id: number;
  leituras: PlanReading[][];
}

/** A member's progress in a plan, as stored. */
export interface Progress {
  id: number;
  uuid: string;
  plano: PlanSummary;
  dataInicio: Date;
  dataConclusao: Date | null;
  diasLidos: number[];
}

const summaryColumns = {
  uuid: planoLeitura.uuid,
  nome: planoLeitura.nome,
  descricao: planoLeitura.descricao,
  totalDias: sql<number>`jsonb_array_length(${planoLeitura.leituras})`.mapWith(Number),
};

const progressColumns = {
  id: planoLeituraInscricao.id,
  uuid: planoLeituraInscricao.uuid,
  dataInicio: planoLeituraInscricao.dataInicio,
  dataConclusao: planoLeituraInscricao.dataConclusao,
  plano: summaryColumns,
  diasLidos: sql<number[]>`coalesce((select array_agg(${planoLeituraDia.dia} order by ${planoLeituraDia.dia}) from ${planoLeituraDia} where ${planoLeituraDia.inscricaoId} = ${planoLeituraInscricao.id}), '{}')`,
};

/**
 * Reading plans and members' progress in them. Every query is scoped by the church (a plan's) and every
 * progress query by the member too, so that an id of another church or member finds nothing.
 */
export class ReadingPlansRepository {
  constructor(private readonly db: Database) {}

  async list(igrejaId: number, page: PageRequest): Promise<Paged<PlanSummary>> {
    const ofChurch = eq(planoLeitura.igrejaId, igrejaId);
    const [items, [totals]] = await Promise.all([
      this.db.select(summaryColumns).from(planoLeitura).where(ofChurch).orderBy(asc(planoLeitura.ordem), asc(planoLeitura.id)).limit(page.limit).offset(offsetOf(page)),
      this.db.select({ total: count() }).from(planoLeitura).where(ofChurch),
    ]);
    return { items, total: totals?.total ?? 0 };
  }

  async plan(igrejaId: number, uuid: string): Promise<Plan | null> {
    const [row] = await this.db
      .select({ id: planoLeitura.id, ...summaryColumns, leituras: planoLeitura.leituras })
      .from(planoLeitura)
      .where(and(eq(planoLeitura.igrejaId, igrejaId), eq(planoLeitura.uuid, uuid)));
    return row ?? null;
  }

  private progressQuery(db: Database, usuarioId: number, igrejaId: number) {
    return db
      .select(progressColumns)
      .from(planoLeituraInscricao)
      .innerJoin(planoLeitura, eq(planoLeitura.id, planoLeituraInscricao.planoId))
      .where(and(eq(planoLeituraInscricao.usuarioId, usuarioId), eq(planoLeitura.igrejaId, igrejaId)))
      .$dynamic();
  }

  /** The member's plans at the church, the latest started first. */
  async progressList(usuarioId: number, igrejaId: number): Promise<Progress[]> {
    return this.progressQuery(this.db, usuarioId, igrejaId).orderBy(desc(planoLeituraInscricao.dataInicio), desc(planoLeituraInscricao.id));
  }

  async progress(usuarioId: number, igrejaId: number, uuid: string, db: Database = this.db): Promise<Progress | null> {
    const [row] = await this.progressQuery(db, usuarioId, igrejaId).where(
      and(eq(planoLeituraInscricao.usuarioId, usuarioId), eq(planoLeitura.igrejaId, igrejaId), eq(planoLeituraInscricao.uuid, uuid)),
    );
    return row ?? null;
  }

  /** Starts a plan for the member; null when they have started it already. */
  async start(usuarioId: number, igrejaId: number, plan: Plan): Promise<Progress | null> {
    const [created] = await this.db
      .insert(planoLeituraInscricao)
      .values({ planoId: plan.id, usuarioId })
      .onConflictDoNothing()
      .returning({ uuid: planoLeituraInscricao.uuid });
    return created ? this.progress(usuarioId, igrejaId, created.uuid) : null;
  }

  /**
   * Marks a day read or unread, and completes the plan when no day is left unread (or puts it back in
   * progress). The member's progress row is locked first, so two days marked at once both count.
   */
  async markDay(usuarioId: number, igrejaId: number, uuid: string, dia: number, lido: boolean): Promise<Progress | null> {
    return this.db.transaction(async (tx) => {
      const found = await this.progress(usuarioId, igrejaId, uuid, tx);
      if (!found) return null;
      await tx.execute(sql`select 1 from ${planoLeituraInscricao} where ${planoLeituraInscricao.id} = ${found.id} for update`);
      if (lido) await tx.insert(planoLeituraDia).values({ inscricaoId: found.id, dia }).onConflictDoNothing();
      else await tx.delete(planoLeituraDia).where(and(eq(planoLeituraDia.inscricaoId, found.id), eq(planoLeituraDia.dia, dia)));
      const [read] = await tx.select({ total: count() }).from(planoLeituraDia).where(eq(planoLeituraDia.inscricaoId, found.id));
      const complete = (read?.total ?? 0) >= found.plano.totalDias;
      await tx
        .update(planoLeituraInscricao)
        .set({ dataConclusao: complete ? sql`coalesce(${planoLeituraInscricao.dataConclusao}, now())` : null })
        .where(eq(planoLeituraInscricao.id, found.id));
      return this.progress(usuarioId, igrejaId, uuid, tx);
    });
  }

  /** Forgets the days read and starts again from day 1 today. */
  async reset(usuarioId: number, igrejaId: number, uuid: string): Promise<Progress | null> {
    return this.db.transaction(async (tx) => {
      const found = await this.progress(usuarioId, igrejaId, uuid, tx);
      if (!found) return null;
      await tx.delete(planoLeituraDia).where(eq(planoLeituraDia.inscricaoId, found.id));
      await tx.update(planoLeituraInscricao).set({ dataInicio: sql`now()`, dataConclusao: null }).where(eq(planoLeituraInscricao.id, found.id));
      return this.progress(usuarioId, igrejaId, uuid, tx);
    });
  }

  /** Deletes the member's progress in a plan; false when there was none. */
  async delete(usuarioId: number, igrejaId: number, uuid: string): Promise<boolean> {
    const found = await this.progress(usuarioId, igrejaId, uuid);
    if (!found) return false;
    const deleted = await this.db
      .delete(planoLeituraInscricao)
      .where(and(eq(planoLeituraInscricao.id, found.id), eq(planoLeituraInscricao.usuarioId, usuarioId)))
      .returning({ id: planoLeituraInscricao.id });
    return deleted.length > 0;
  }
}
