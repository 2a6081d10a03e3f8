import type { Inscricao } from '@church/contracts-events';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { CHARGED_STATUSES, type PaymentStatus } from '@church/api-modules/payments';
import { qrCodeDataUrl } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { evento } from '@church/api-modules/schedule';
import { inZone } from './event-repository';
import { eventoIngresso, eventoVenda, inscricao } from './schema';
import { igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';

/** A member's tickets, always read by the member's account id. */
export class RegistrationRepository {
  constructor(private readonly db: Database) {}

  /** The member's tickets among `ids` (the ones a purchase just created). */
  byIds(usuarioId: number, ids: number[]): Promise<Inscricao[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.tickets(and(eq(inscricao.usuarioId, usuarioId), inArray(inscricao.id, ids)));
  }

  /** The tickets an order's payment paid for (a visitor's order, opened by its key). */
  ofPayment(pagamentoId: number): Promise<Inscricao[]> {
    return this.tickets(eq(inscricao.pagamentoId, pagamentoId));
  }

  /** The member's tickets of one event that still hold (not given back). */
  ofEvent(usuarioId: number, eventoId: number): Promise<Inscricao[]> {
    return this.tickets(and(eq(inscricao.usuarioId, usuarioId), eq(inscricao.eventoId, eventoId), eq(inscricao.status, 'ativa')));
  }

  /** The events the member holds tickets for, optionally of one church. */
  async eventIds(usuarioId: number, igrejaId?: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: inscricao.eventoId })
      .from(inscricao)
      .where(and(eq(inscricao.usuarioId, usuarioId), eq(inscricao.status, 'ativa'), igrejaId ? eq(inscricao.igrejaId, igrejaId) : undefined));
    return rows.map((row) => row.id);
  }

  /** One of the member's tickets of the event, with whether its payment is complete. */
  async ticket(usuarioId: number, eventoId: number, id: number): Promise<{ paid: boolean; online: boolean } | undefined> {
    const [row] = await this.db
      .select({ status: pagamento.status, online: eventoVenda.flagOnline })
      .from(inscricao)
      .innerJoin(pagamento, eq(pagamento.id, inscricao.pagamentoId))
      .leftJoin(eventoVenda, eq(eventoVenda.eventoId, inscricao.eventoId))
      .where(and(eq(inscricao.id, id), eq(inscricao.usuarioId, usuarioId), eq(inscricao.eventoId, eventoId), eq(inscricao.status, 'ativa')));
    if (!row) return undefined;
    // A disputed payment's ticket stays valid until the dispute is lost (its payment then estornado, the ticket cancelled).
    return { paid: CHARGED_STATUSES.includes(row.status as PaymentStatus), online: row.online ?? false };
  }

  private async tickets(where: SQL | undefined): Promise<Inscricao[]> {
    const rows = await this.db
      .select({
        id: inscricao.id,
        idEvento: inscricao.eventoId,
        nomeEvento: evento.nome,
        dataEvento: evento.dataInicio,
        zone: igrejaFusoHorario.fusoHorario,
        idIngresso: inscricao.ingressoId,
        ingresso: eventoIngresso.nome,
        participante: inscricao.participante,
        comprador: inscricao.comprador,
        valor: inscricao.valor,
        taxa: inscricao.taxa,
        dataCadastro: inscricao.dataCadastro,
        codigoCheckin: inscricao.codigoCheckin,
        codigoPagamento: pagamento.codigo,
        statusPagamento: pagamento.status,
        online: eventoVenda.flagOnline,
      })
      .from(inscricao)
      .innerJoin(evento, eq(evento.id, inscricao.eventoId))
      .innerJoin(eventoIngresso, eq(eventoIngresso.id, inscricao.ingressoId))
      .innerJoin(pagamento, eq(pagamento.id, inscricao.pagamentoId))
      .leftJoin(eventoVenda, eq(eventoVenda.eventoId, inscricao.eventoId))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, inscricao.igrejaId))
      .where(where)
      .orderBy(desc(inscricao.dataCadastro), asc(inscricao.id));
    return rows.map(({ online, zone, ...row }) => {
      // A ticket opens the door once it is paid (a disputed payment's too, until the dispute is lost): an order held unpaid shows no check-in code.
      const paid = CHARGED_STATUSES.includes(row.statusPagamento as PaymentStatus);
      return {
        ...row,
        dataEvento: inZone(row.dataEvento, zone ?? 'UTC'),
        dataCadastro: row.dataCadastro.toISOString(),
        statusPagamento: row.statusPagamento as PaymentStatus,
        codigoCheckin: paid ? row.codigoCheckin : null,
        qrCode: paid ? qrCodeDataUrl(row.codigoCheckin) : null,
        flagConteudoExclusivo: online ?? false,
      };
    });
  }
}
