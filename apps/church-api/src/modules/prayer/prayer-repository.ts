import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Oracao, OracaoMensagem, OracaoMotivo } from '@church/contracts-prayer';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { TENANT_CHANGE_CHANNEL } from '@church/api-platform/tenancy/tenant-cache';
import { oracao, oracaoMensagem, oracaoMotivo, oracaoOrar } from './schema';

/** The roles that make a church account the church's staff (§6), who read every request of the church. */

/** How many messages a request's page shows: the latest ones. */
export const MESSAGES_SHOWN = 200;

/** A stored request as the handlers decide on it: the list's fields and who may see and delete it. */
export interface PrayerRecord {
  oracao: Oracao;
  usuarioId: number;
  flagReceberLigacao: boolean;
  flagReceberVisita: boolean;
}

/** A new request, checked by the handler. */
export interface NewPrayer {
  igrejaId: number;
  usuarioId: number;
  nome: string;
  oracaoMotivoId: number | null;
  mensagem: string;
  imagem: StoredImage | null;
  flagPublicarMural: boolean;
  flagReceberLigacao: boolean;
  flagReceberVisita: boolean;
}

const qtdeOracoes = sql<number>`(select count(*)::int from ${oracaoOrar} where ${oracaoOrar.oracaoId} = ${oracao.id})`;
const qtdeMensagens = sql<number>`(select count(*)::int from ${oracaoMensagem} where ${oracaoMensagem.oracaoId} = ${oracao.id})`;

const listColumns = {
  id: oracao.id,
  nome: oracao.nome,
  motivoId: oracaoMotivo.id,
  motivoNome: oracaoMotivo.nome,
  mensagem: oracao.mensagem,
  imagem: oracao.imagem,
  flagPublicarMural: oracao.flagPublicarMural,
  qtdeOracoes,
  qtdeMensagens,
  dataCadastro: oracao.dataCadastro,
};

type ListRow = {
  id: number;
  nome: string;
  motivoId: number | null;
  motivoNome: string | null;
  mensagem: string;
  imagem: StoredImage | null;
  flagPublicarMural: boolean;
  qtdeOracoes: number;
  qtdeMensagens: number;
  dataCadastro: Date;
};

function toOracao(row: ListRow): Oracao {
  return {
    id: row.id,
    nome: row.nome,
    ...(row.motivoId !== null && row.motivoNome !== null ? { motivo: { id: row.motivoId, nome: row.motivoNome } } : {}),
    mensagem: row.mensagem,
    ...(row.imagem ? { imagem: row.imagem } : {}),
    flagPublicarMural: row.flagPublicarMural,
    qtdeOracoes: Number(row.qtdeOracoes),
    qtdeMensagens: Number(row.qtdeMensagens),
    dataCadastro: row.dataCadastro.toISOString(),
  };
}

/** "Emily C.": a member's first name and the initial of their surname, as messages are signed. */
function signature(nome: string, sobrenome: string): string {
  const initial = sobrenome.trim().charAt(0);
  return initial ? `${nome.trim()} ${initial.toUpperCase()}.` : nome.trim();
}

/**
 * Prayer requests, their motives, messages and prayers. Every read and write of a request is scoped
 * by its church; only active requests (`flagAtivo`) exist for the API.
 */
export class PrayerRepository {
  constructor(private readonly db: Database) {}

  async motives(igrejaId: number): Promise<OracaoMotivo[]> {
    return this.db
      .select({ id: oracaoMotivo.id, nome: oracaoMotivo.nome })
      .from(oracaoMotivo)
      .where(and(eq(oracaoMotivo.igrejaId, igrejaId), eq(oracaoMotivo.flagAtivo, true)))
      .orderBy(asc(oracaoMotivo.ordem), asc(oracaoMotivo.id));
  }

  async isMotiveOf(igrejaId: number, motiveId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: oracaoMotivo.id })
      .from(oracaoMotivo)
      .where(and(eq(oracaoMotivo.id, motiveId), eq(oracaoMotivo.igrejaId, igrejaId), eq(oracaoMotivo.flagAtivo, true)));
    return row !== undefined;
  }

  private async page(where: SQL | undefined, page: PageRequest): Promise<Paged<Oracao>> {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(listColumns)
        .from(oracao)
        .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.oracaoMotivoId))
        .where(where)
        .orderBy(desc(oracao.dataCadastro), desc(oracao.id))
        .limit(page.limit)
        .offset(offsetOf(page)),
      this.db.select({ total: count() }).from(oracao).where(where),
    ]);
    return { items: rows.map(toOracao), total: totals?.total ?? 0 };
  }

  private onWall(igrejaId: number) {
    return and(eq(oracao.igrejaId, igrejaId), eq(oracao.flagPublicarMural, true), eq(oracao.flagAtivo, true));
  }

  /** The church's wall: its active requests published on it, newest first. */
  wall(igrejaId: number, page: PageRequest): Promise<Paged<Oracao>> {
    return this.page(this.onWall(igrejaId), page);
  }

  /** A member's own active requests at a church, on the wall or not, newest first. */
  mine(igrejaId: number, usuarioId: number, page: PageRequest): Promise<Paged<Oracao>> {
    return this.page(and(eq(oracao.igrejaId, igrejaId), eq(oracao.usuarioId, usuarioId), eq(oracao.flagAtivo, true)), page);
  }

  /** The ids of the requests on the church's wall, newest first (its sitemap). */
  async wallIds(igrejaId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: oracao.id })
      .from(oracao)
      .where(this.onWall(igrejaId))
      .orderBy(desc(oracao.dataCadastro), desc(oracao.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** An active request of the church, whoever may read it (the handler decides). */
  async find(igrejaId: number, id: number): Promise<PrayerRecord | null> {
    const [row] = await this.db
      .select({ ...listColumns, usuarioId: oracao.usuarioId, flagReceberLigacao: oracao.flagReceberLigacao, flagReceberVisita: oracao.flagReceberVisita })
      .from(oracao)
      .leftJoin(oracaoMotivo, eq(oracaoMotivo.id, oracao.oracaoMotivoId))
      .where(and(eq(oracao.id, id), eq(oracao.igrejaId, igrejaId), eq(oracao.flagAtivo, true)));
    if (!row) return null;
    return { oracao: toOracao(row), usuarioId: row.usuarioId, flagReceberLigacao: row.flagReceberLigacao, flagReceberVisita: row.flagReceberVisita };
  }

  /** The church of an active request, for the calls that name only the request. */
  async churchOf(id: number): Promise<number | null> {
    const [row] = await this.db
      .select({ igrejaId: oracao.igrejaId })
      .from(oracao)
      .where(and(eq(oracao.id, id), eq(oracao.flagAtivo, true)));
    return row?.igrejaId ?? null;
  }

  /** The latest messages of a request, oldest first. */
  async messages(igrejaId: number, oracaoId: number): Promise<OracaoMensagem[]> {
    const rows = await this.db
      .select({ id: oracaoMensagem.id, mensagem: oracaoMensagem.mensagem, dataCadastro: oracaoMensagem.dataCadastro, nome: usuario.nome, sobrenome: usuario.sobrenome })
      .from(oracaoMensagem)
      .innerJoin(oracao, eq(oracao.id, oracaoMensagem.oracaoId))
      .innerJoin(usuario, eq(usuario.id, oracaoMensagem.usuarioId))
      .where(and(eq(oracaoMensagem.oracaoId, oracaoId), eq(oracao.igrejaId, igrejaId)))
      .orderBy(desc(oracaoMensagem.dataCadastro), desc(oracaoMensagem.id))
      .limit(MESSAGES_SHOWN);
    return rows.reverse().map((row) => ({ id: row.id, autor: signature(row.nome, row.sobrenome), mensagem: row.mensagem, dataCadastro: row.dataCadastro.toISOString() }));
  }

  async hasPrayed(oracaoId: number, usuarioId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ oracaoId: oracaoOrar.oracaoId })
      .from(oracaoOrar)
      .where(and(eq(oracaoOrar.oracaoId, oracaoId), eq(oracaoOrar.usuarioId, usuarioId)));
    return row !== undefined;
  }


  async create(values: NewPrayer): Promise<number> {
    const [row] = await this.db.insert(oracao).values(values).returning({ id: oracao.id });
    if (!row) throw new Error('The prayer request was not stored');
    if (values.flagPublicarMural) await this.announceWallChange(values.igrejaId);
    return row.id;
  }

  /**
   * Announces the church's change as its own tables' triggers announce theirs, so that every process
   * drops the church's rendered pages at once: what a member just did on the wall (a request, a
   * message, a prayer, a deletion) is on the next page anyone loads, not a few seconds later.
   */
  async announceWallChange(igrejaId: number): Promise<void> {
    await this.db.execute(sql`select pg_notify(${TENANT_CHANGE_CHANNEL}, ${String(igrejaId)})`);
  }

  async addMessage(oracaoId: number, usuarioId: number, mensagem: string): Promise<OracaoMensagem> {
    const [row] = await this.db.insert(oracaoMensagem).values({ oracaoId, usuarioId, mensagem }).returning({ id: oracaoMensagem.id, dataCadastro: oracaoMensagem.dataCadastro });
    const [author] = await this.db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome }).from(usuario).where(eq(usuario.id, usuarioId));
    if (!row || !author) throw new Error('The message was not stored');
    return { id: row.id, autor: signature(author.nome, author.sobrenome), mensagem, dataCadastro: row.dataCadastro.toISOString() };
  }

  /**
   * The member prayed: one row per member and request (the primary key), so that however many times
   * it is said, at once or not, it counts once. Answers whether this call added the row (only one of
   * many sent at once does) and how many have prayed for it now.
   */
  async pray(oracaoId: number, usuarioId: number): Promise<{ added: boolean; qtdeOracoes: number }> {
    const inserted = await this.db.insert(oracaoOrar).values({ oracaoId, usuarioId }).onConflictDoNothing().returning({ oracaoId: oracaoOrar.oracaoId });
    const [row] = await this.db.select({ total: count() }).from(oracaoOrar).where(eq(oracaoOrar.oracaoId, oracaoId));
    return { added: inserted.length > 0, qtdeOracoes: row?.total ?? 0 };
  }

  /**
   * Deletes the author's request of the church (its messages and prayers go with it); answers its
   * picture, or null when nothing was deleted. A request that was on the wall is announced
   * (announceWallChange): it does not linger there. One off the wall was on no public page.
   */
  async delete(igrejaId: number, id: number, usuarioId: number): Promise<{ imagem: StoredImage | null } | null> {
    const [row] = await this.db
      .delete(oracao)
      .where(and(eq(oracao.id, id), eq(oracao.igrejaId, igrejaId), eq(oracao.usuarioId, usuarioId)))
      .returning({ imagem: oracao.imagem, onWall: sql<boolean>`${oracao.flagPublicarMural} and ${oracao.flagAtivo}` });
    if (!row) return null;
    if (row.onWall) await this.announceWallChange(igrejaId);
    return { imagem: row.imagem };
  }
}
