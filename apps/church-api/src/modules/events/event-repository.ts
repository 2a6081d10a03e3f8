import type { ConteudoEvento, Evento, EventoResumo, Ingresso, PerguntaIngresso } from '@church/contracts-events';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { igreja, igrejaFusoHorario, igrejaModulo, modulo } from '@church/api-platform/tenancy/tenancy-tables';
import { maxInstallmentsIn } from '@church/api-modules/payments';
import { DateTime } from 'luxon';
import { evento } from '@church/api-modules/schedule';
import { eventoConteudo, eventoIngresso, eventoPergunta, eventoVenda } from './schema';

/** The moment an event is over: its end, else its start. */
const endsAt = sql<Date>`coalesce(${evento.dataFim}, ${evento.dataInicio})`;

/** The church an event belongs to, as a purchase needs it. */
export interface EventChurch {
  id: number;
  nome: string;
  cidade: string | null;
  moeda: string;
}

export type SaleSettings = typeof eventoVenda.$inferSelect;
export type TicketTypeRow = typeof eventoIngresso.$inferSelect;
export type QuestionRow = typeof eventoPergunta.$inferSelect;

/** An event as a purchase sees it: the event, how it sells, its church, ticket types and questions. */
export interface EventForSale {
  id: number;
  nome: string;
  dataInicio: Date;
  dataFim: Date | null;
  church: EventChurch;
  /** The time zone the event happens in (its church's). */
  zone: string;
  venda: SaleSettings;
  ingressos: TicketTypeRow[];
  perguntas: QuestionRow[];
}

/** A ticket type's state for sale at `now` (§4 "Ticket availability"). */
export function ticketSituation(ticket: TicketTypeRow, eventEnd: Date, now: Date): Ingresso['situacao'] {
  if (eventEnd < now || (ticket.dataFimVendas && ticket.dataFimVendas < now)) return 'ENCERRADO';
  if (ticket.vendidos >= ticket.quantidade) return 'ESGOTADO';
  if (ticket.dataInicioVendas && ticket.dataInicioVendas > now) return 'EM_BREVE';
  return 'A_VENDA';
}

/** The exclusive content's state at `now` (§4 "Content button"). */
export function contentSituation(content: { disponivelDe: Date | null; disponivelAte: Date | null }, now: Date): ConteudoEvento['situacao'] {
  if (content.disponivelDe && content.disponivelDe > now) return 'EM_BREVE';
  if (content.disponivelAte && content.disponivelAte < now) return 'EXPIRADO';
  return 'DISPONIVEL';
}

/** Events of the schedule with what they sell; every query is scoped by the church or checks it. */
export class EventRepository {
  constructor(private readonly db: Database) {}

  /** A page of the church's published events that have not ended, soonest first. */
  async listUpcoming(igrejaId: number, page: PageRequest, now: Date): Promise<Paged<EventoResumo>> {
    const where = and(eq(evento.igrejaId, igrejaId), eq(evento.flagPublicado, true), gte(endsAt, now));
    const [rows, [totals], locale] = await Promise.all([
      this.summaries(where).orderBy(asc(evento.dataInicio), asc(evento.id)).limit(page.limit).offset(offsetOf(page)),
      this.db.select({ total: count() }).from(evento).where(where),
      this.localeOf(igrejaId),
    ]);
    return { items: rows.map((row) => summaryView(row, locale)), total: totals?.total ?? 0 };
  }

  /** The events among `ids` (the member's), published or not, with the church's currency. */
  async summariesOf(ids: number[], igrejaId?: number): Promise<EventoResumo[]> {
    if (ids.length === 0) return [];
    const rows = await this.summaries(and(inArray(evento.id, ids), igrejaId ? eq(evento.igrejaId, igrejaId) : undefined))
      .innerJoin(igreja, eq(igreja.id, evento.igrejaId))
      .orderBy(asc(evento.dataInicio));
    const locales = new Map<number, ChurchLocale>();
    for (const id of new Set(rows.map((row) => row.igrejaId))) locales.set(id, await this.localeOf(id));
    return rows.map((row) => summaryView(row, locales.get(row.igrejaId) ?? { moeda: 'USD', zone: 'UTC' }));
  }

  /** One published event of the church, with its ticket types' state at `now` and its questions. */
  async detail(igrejaId: number, id: number, now: Date, methodsFor: (event: EventForSale) => Promise<Evento['metodosPagamento']>): Promise<Evento | undefined> {
    const [row] = await this.summaries(and(eq(evento.igrejaId, igrejaId), eq(evento.id, id), eq(evento.flagPublicado, true)));
    if (!row) return undefined;
    const sale = await this.forSale(id);
    const locale = await this.localeOf(igrejaId);
    const summary = summaryView(row, locale);
    const end = row.dataFim ?? row.dataInicio;
    const venda = sale?.venda ?? defaultSale(id);
    const conteudos = await this.db.select({ id: eventoConteudo.id }).from(eventoConteudo).where(eq(eventoConteudo.eventoId, id)).limit(1);
    return {
      ...summary,
      igreja: igrejaId,
      flagJuros: venda.flagJuros,
      flagAssumirTaxasServico: venda.flagAssumirTaxasServico,
      qtdeMaxParcelas: venda.qtdeMaxParcelas,
      diasPagamentoDinheiro: venda.diasPagamentoDinheiro,
      ingressos: (sale?.ingressos ?? []).map((ticket) => ticketView(ticket, end, now, locale.zone)),
      perguntas: (sale?.perguntas ?? []).map(questionView),
      metodosPagamento: sale ? await methodsFor(sale) : [],
      flagConteudoExclusivo: conteudos.length > 0,
      flagInscricaoSemCadastro: venda.flagInscricaoSemCadastro,
    };
  }

  /** An event for a purchase, whatever its church, when that church is active and has MOD_EVENTO on. */
  async forSale(id: number, tx: Database = this.db): Promise<EventForSale | undefined> {
    const [row] = await tx
      .select({
        id: evento.id,
        nome: evento.nome,
        dataInicio: evento.dataInicio,
        dataFim: evento.dataFim,
        church: { id: igreja.id, nome: igreja.nome, cidade: igreja.cidade, moeda: igreja.moeda },
        zone: igrejaFusoHorario.fusoHorario,
        venda: eventoVenda,
      })
      .from(evento)
      .innerJoin(igreja, eq(igreja.id, evento.igrejaId))
      .leftJoin(eventoVenda, eq(eventoVenda.eventoId, evento.id))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, evento.igrejaId))
      .where(
        and(
          eq(evento.id, id),
          eq(evento.flagPublicado, true),
          eq(igreja.flagAtivo, true),
          sql`exists (select 1 from ${igrejaModulo} join ${modulo} on ${modulo.id} = ${igrejaModulo.moduloId} where ${igrejaModulo.igrejaId} = ${igreja.id} and ${modulo.codigo} = 'MOD_EVENTO')`,
        ),
      );
    if (!row) return undefined;
    const [ingressos, perguntas] = await Promise.all([
      tx.select().from(eventoIngresso).where(and(eq(eventoIngresso.eventoId, id), eq(eventoIngresso.flagAtivo, true))).orderBy(asc(eventoIngresso.ordem), asc(eventoIngresso.id)),
      tx.select().from(eventoPergunta).where(eq(eventoPergunta.eventoId, id)).orderBy(asc(eventoPergunta.ordem), asc(eventoPergunta.id)),
    ]);
    const venda = row.venda ?? defaultSale(id);
    return { ...row, zone: row.zone ?? 'UTC', venda: { ...venda, qtdeMaxParcelas: maxInstallmentsIn(row.church.moeda, venda.qtdeMaxParcelas) }, ingressos, perguntas };
  }

  /** The exclusive content of an event, each with its state at `now`; the address only while it is open. */
  async contentOf(eventoId: number, now: Date, zone = 'UTC'): Promise<ConteudoEvento[]> {
    const rows = await this.db.select().from(eventoConteudo).where(eq(eventoConteudo.eventoId, eventoId)).orderBy(asc(eventoConteudo.ordem), asc(eventoConteudo.id));
    return rows.map((row) => {
      const situacao = contentSituation(row, now);
      return {
        id: row.id,
        titulo: row.titulo,
        descricao: row.descricao,
        disponivelDe: inZone(row.disponivelDe, zone),
        disponivelAte: inZone(row.disponivelAte, zone),
        situacao,
        url: situacao === 'DISPONIVEL' ? row.url : null,
      };
    });
  }

  /** Published event ids of a church that have not ended, for its sitemap. */
  async upcomingIds(igrejaId: number, now: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: evento.id })
      .from(evento)
      .where(and(eq(evento.igrejaId, igrejaId), eq(evento.flagPublicado, true), gte(endsAt, now)))
      .orderBy(asc(evento.dataInicio))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The church's currency and the time zone its events happen in (the church's, else UTC). */
  async localeOf(igrejaId: number): Promise<ChurchLocale> {
    const [row] = await this.db
      .select({ moeda: igreja.moeda, zone: igrejaFusoHorario.fusoHorario })
      .from(igreja)
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
      .where(eq(igreja.id, igrejaId));
    return { moeda: row?.moeda ?? 'USD', zone: row?.zone ?? 'UTC' };
  }

  private summaries(where: ReturnType<typeof and>) {
    return this.db
      .select({
        id: evento.id,
        igrejaId: evento.igrejaId,
        nome: evento.nome,
        descricao: evento.descricao,
        dataInicio: evento.dataInicio,
        dataFim: evento.dataFim,
        local: evento.local,
        imagem: eventoVenda.imagem,
        flagOnline: sql<boolean>`coalesce(${eventoVenda.flagOnline}, false)`,
        valorMinimo: sql<number | null>`(select min(${eventoIngresso.valor}) from ${eventoIngresso} where ${eventoIngresso.eventoId} = ${evento.id} and ${eventoIngresso.flagAtivo})`,
        valorMaximo: sql<number | null>`(select max(${eventoIngresso.valor}) from ${eventoIngresso} where ${eventoIngresso.eventoId} = ${evento.id} and ${eventoIngresso.flagAtivo})`,
      })
      .from(evento)
      .leftJoin(eventoVenda, eq(eventoVenda.eventoId, evento.id))
      .where(where)
      .$dynamic();
  }
}

type SummaryRow = {
  id: number;
  nome: string;
  descricao: string | null;
  dataInicio: Date;
  dataFim: Date | null;
  local: string | null;
  imagem: EventoResumo['imagem'] | null;
  flagOnline: boolean;
  valorMinimo: number | null;
  valorMaximo: number | null;
};

/** A church's currency and time zone. */
export interface ChurchLocale {
  moeda: string;
  zone: string;
}

/** A moment in the church's time zone, so that every reader sees the event's own local time. */
export function inZone<When extends Date | null>(date: When, zone: string): When extends Date ? string : string | null {
  return (date ? (DateTime.fromJSDate(date).setZone(zone).toISO({ suppressMilliseconds: true }) ?? date.toISOString()) : null) as When extends Date ? string : string | null;
}

function summaryView(row: SummaryRow, { moeda, zone }: ChurchLocale): EventoResumo {
  const valorMinimo = row.valorMinimo === null ? undefined : Number(row.valorMinimo);
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    dataInicio: inZone(row.dataInicio, zone),
    dataFim: inZone(row.dataFim, zone),
    local: row.local,
    ...(row.imagem ? { imagem: row.imagem } : {}),
    flagOnline: row.flagOnline,
    flagGratuito: row.valorMaximo === null || Number(row.valorMaximo) === 0,
    ...(valorMinimo === undefined ? {} : { valorMinimo }),
    moeda,
  };
}

function ticketView(ticket: TicketTypeRow, eventEnd: Date, now: Date, zone: string): Ingresso {
  return {
    id: ticket.id,
    nome: ticket.nome,
    descricao: ticket.descricao,
    valor: ticket.valor,
    disponivel: Math.max(0, ticket.quantidade - ticket.vendidos),
    limitePorUsuario: ticket.limitePorUsuario,
    dataInicioVendas: inZone(ticket.dataInicioVendas, zone),
    dataFimVendas: inZone(ticket.dataFimVendas, zone),
    situacao: ticketSituation(ticket, eventEnd, now),
  };
}

function questionView(question: QuestionRow): PerguntaIngresso {
  return { id: question.id, pergunta: question.pergunta, flagObrigatoria: question.flagObrigatoria };
}

function defaultSale(eventoId: number): SaleSettings {
  return { eventoId, imagem: null, flagOnline: false, flagJuros: false, flagAssumirTaxasServico: false, qtdeMaxParcelas: 1, diasPagamentoDinheiro: 3, flagInscricaoSemCadastro: false };
}
