import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { type DemoChurchToSeed, seedEachDemoChurch } from '@church/api-modules/church';
import { evento } from '@church/api-modules/schedule';
import { eventoConteudo, eventoIngresso, eventoPergunta, eventoVenda } from '../schema';
import { ESPERANCA_EVENTS } from './esperanca';
import type { DemoEvent } from './event-demo';
import { GRACE_EVENTS } from './grace';
import { seedMemberRegistrationsDemo } from './seed-member-registrations-demo';
import { VIDA_EVENTS } from './vida';

const DEMO_EVENTS: Record<string, DemoEvent[]> = { grace: GRACE_EVENTS, esperanca: ESPERANCA_EVENTS, vida: VIDA_EVENTS };

/**
 * Seeds each demo church's events with their tickets once (a church that sells tickets already is left
 * as it is), then the demo member's registration at each church, unless they have one.
 */
export async function seedEventsDemo(db: Database): Promise<void> {
  await seedEachDemoChurch(db, DEMO_EVENTS, seedChurchEvents);
  await seedMemberRegistrationsDemo(db);
}

async function seedChurchEvents(db: Database, church: DemoChurchToSeed, events: DemoEvent[]): Promise<void> {
  const [seeded] = await db
    .select({ id: eventoVenda.eventoId })
    .from(eventoVenda)
    .innerJoin(evento, eq(evento.id, eventoVenda.eventoId))
    .where(eq(evento.igrejaId, church.id))
    .limit(1);
  if (seeded) return;
  const today = church.now.startOf('day');
  const day = (days: number) => today.plus({ days }).toJSDate();
  for (const demo of events) {
    const start = today.plus({ days: demo.inDays }).set({ hour: demo.hour, minute: demo.minute });
    const [row] = await db
      .insert(evento)
      .values({ igrejaId: church.id, nome: demo.nome, descricao: demo.descricao, local: demo.local, dataInicio: start.toJSDate(), dataFim: start.plus({ minutes: demo.minutes }).toJSDate() })
      .returning({ id: evento.id });
    if (!row) throw new Error(`The demo event ${demo.nome} was not created.`);
    await db.insert(eventoVenda).values({
      eventoId: row.id,
      imagem: demo.imagem,
      flagOnline: demo.flagOnline ?? false,
      flagInscricaoSemCadastro: demo.flagInscricaoSemCadastro ?? false,
      flagJuros: demo.flagJuros ?? false,
      flagAssumirTaxasServico: demo.flagAssumirTaxasServico ?? false,
      qtdeMaxParcelas: demo.qtdeMaxParcelas ?? 1,
      diasPagamentoDinheiro: demo.diasPagamentoDinheiro ?? 3,
    });
    await db.insert(eventoIngresso).values(
      demo.ingressos.map((ticket, ordem) => ({
        eventoId: row.id,
        nome: ticket.nome,
        descricao: ticket.descricao ?? null,
        valor: ticket.valor,
        quantidade: ticket.quantidade,
        vendidos: ticket.vendidos ?? 0,
        limitePorUsuario: ticket.limitePorUsuario ?? null,
        dataInicioVendas: ticket.vendasDesdeDias === undefined ? null : day(ticket.vendasDesdeDias),
        dataFimVendas: ticket.vendasAteDias === undefined ? null : day(ticket.vendasAteDias),
        ordem,
      })),
    );
    if (demo.perguntas?.length) {
      await db.insert(eventoPergunta).values(demo.perguntas.map((question, ordem) => ({ eventoId: row.id, ...question, ordem })));
    }
    if (demo.conteudos?.length) {
      await db.insert(eventoConteudo).values(
        demo.conteudos.map((content, ordem) => ({
          eventoId: row.id,
          titulo: content.titulo,
          descricao: content.descricao,
          url: content.url,
          disponivelDe: content.deDias === undefined ? null : day(content.deDias),
          disponivelAte: content.ateDias === undefined ? null : day(content.ateDias),
          ordem,
        })),
      );
    }
  }
}
