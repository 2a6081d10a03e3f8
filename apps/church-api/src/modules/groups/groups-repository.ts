import { and, asc, count, desc, eq, exists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { EstudoDaCelula, ReuniaoRegistro } from '@church/contracts-groups';
import type { Database } from '@church/api-platform/db/database';
import { offsetOf, type PageRequest, type Paged } from '@church/api-platform/http/paging';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { estudo } from '@church/api-modules/studies';
import { DEFAULT_VISIBILIDADE_ENDERECO, type GroupPlace, type PersonRecord } from './address-visibility';
import { celula, celulaConfiguracao, celulaEstudo, celulaMembro, celulaReuniao, celulaSolicitacao, celulaTipo, type VisibilidadeEndereco } from './schema';

/** The roles that make an account the church's staff (§6). */

const lider = alias(usuario, 'lider');
const responsavel = alias(usuario, 'responsavel');

/** A time column (`19:30:00`) as the contract's HH:MM. */
const hhmm = (time: string) => time.slice(0, 5);
const fullName = (nome: string | null, sobrenome: string | null) => `${nome ?? ''} ${sobrenome ?? ''}`.trim();

const summaryColumns = {
  id: celula.id,
  nome: celula.nome,
  tipoId: celulaTipo.id,
  tipoNome: celulaTipo.nome,
  diaSemana: celula.diaSemana,
  horaInicio: celula.horaInicio,
  horaFim: celula.horaFim,
  tema: celula.tema,
  endereco: celula.endereco,
  bairro: celula.bairro,
  cidade: celula.cidade,
  estado: celula.estado,
  latitude: celula.latitude,
  longitude: celula.longitude,
  liderNome: lider.nome,
  liderSobrenome: lider.sobrenome,
};

type SummaryRow = {
  id: number;
  nome: string;
  tipoId: number | null;
  tipoNome: string | null;
  diaSemana: number;
  horaInicio: string;
  horaFim: string;
  tema: string | null;
  endereco: string;
  bairro: string | null;
  cidade: string;
  estado: string | null;
  latitude: number | null;
  longitude: number | null;
  liderNome: string | null;
  liderSobrenome: string | null;
};

/** The group as stored, exact address and names included: `presentGroup` makes what a reader may see of it. */
function placeOf(row: SummaryRow): GroupPlace {
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipoId !== null && row.tipoNome !== null ? { id: row.tipoId, nome: row.tipoNome } : null,
    diaSemana: row.diaSemana,
    horaInicio: hhmm(row.horaInicio),
    horaFim: hhmm(row.horaFim),
    tema: row.tema,
    endereco: row.endereco,
    bairro: row.bairro,
    cidade: row.cidade,
    estado: row.estado,
    latitude: row.latitude,
    longitude: row.longitude,
    lider: row.liderNome !== null ? { nome: row.liderNome, sobrenome: row.liderSobrenome } : null,
  };
}

/** A group as the handlers need it: where and when it meets, its description and who leads and looks after it. */
export interface GroupRecord {
  summary: GroupPlace;
  descricao: string | null;
  liderId: number | null;
  responsavelId: number | null;
  responsavel: PersonRecord | null;
}

/** Who is told of a join request: the leader, else the person responsible. */
export interface GroupContact {
  nome: string;
  email: string;
}

/** The church's small groups, their members, meetings, studies and join requests. Every query is scoped by the church. */
export class GroupsRepository {
  constructor(private readonly db: Database) {}

  /** The church's Maps key (null without one) and who may read its groups' exact addresses (`membros` without a row). */
  async configuration(igrejaId: number): Promise<{ chaveGoogleMaps: string | null; visibilidadeEndereco: VisibilidadeEndereco }> {
    const [row] = await this.db
      .select({ chaveGoogleMaps: celulaConfiguracao.chaveGoogleMaps, visibilidadeEndereco: celulaConfiguracao.visibilidadeEndereco })
      .from(celulaConfiguracao)
      .where(eq(celulaConfiguracao.igrejaId, igrejaId));
    const key = row?.chaveGoogleMaps?.trim();
    return { chaveGoogleMaps: key ? key : null, visibilidadeEndereco: row?.visibilidadeEndereco ?? DEFAULT_VISIBILIDADE_ENDERECO };
  }

  private summaries() {
    return this.db
      .select(summaryColumns)
      .from(celula)
      .leftJoin(celulaTipo, and(eq(celulaTipo.id, celula.tipoId), eq(celulaTipo.igrejaId, celula.igrejaId)))
      .leftJoin(lider, eq(lider.id, celula.liderId));
  }

  /** Whether the account takes part in the group `celulaId` (a member row, or its leader or responsible). */
  private participates(usuarioId: number) {
    return or(
      eq(celula.liderId, usuarioId),
      eq(celula.responsavelId, usuarioId),
      exists(
        this.db
          .select({ one: sql`1` })
          .from(celulaMembro)
          .where(and(eq(celulaMembro.celulaId, celula.id), eq(celulaMembro.usuarioId, usuarioId))),
      ),
    );
  }

  /** The church's active groups by meeting day and time; with `usuarioId`, only those the account takes part in. */
  async list(igrejaId: number, usuarioId?: number): Promise<GroupPlace[]> {
    const rows = await this.summaries()
      .where(and(eq(celula.igrejaId, igrejaId), eq(celula.flagAtivo, true), usuarioId === undefined ? undefined : this.participates(usuarioId)))
      .orderBy(asc(celula.diaSemana), asc(celula.horaInicio), asc(celula.nome), asc(celula.id));
    return rows.map(placeOf);
  }

  /**
   * The church's groups whose exact address the account may read under `participantes`: those it leads,
   * looks after or belongs to, and those whose request to join it was accepted.
   */
  async groupsOpenTo(igrejaId: number, usuarioId: number): Promise<Set<number>> {
    const accepted = exists(
      this.db
        .select({ one: sql`1` })
        .from(celulaSolicitacao)
        .where(and(eq(celulaSolicitacao.celulaId, celula.id), eq(celulaSolicitacao.usuarioId, usuarioId), eq(celulaSolicitacao.situacao, 'aceita'))),
    );
    const rows = await this.db
      .select({ id: celula.id })
      .from(celula)
      .where(and(eq(celula.igrejaId, igrejaId), or(this.participates(usuarioId), accepted)));
    return new Set(rows.map((row) => row.id));
  }

  /** The ids of the church's active groups (its sitemap). */
  async ids(igrejaId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: celula.id })
      .from(celula)
      .where(and(eq(celula.igrejaId, igrejaId), eq(celula.flagAtivo, true)))
      .orderBy(asc(celula.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** One active group of the church, or null. */
  async find(igrejaId: number, id: number): Promise<GroupRecord | null> {
    const [row] = await this.db
      .select({
        ...summaryColumns,
        descricao: celula.descricao,
        liderId: celula.liderId,
        responsavelId: celula.responsavelId,
        responsavelNome: responsavel.nome,
        responsavelSobrenome: responsavel.sobrenome,
      })
      .from(celula)
      .leftJoin(celulaTipo, and(eq(celulaTipo.id, celula.tipoId), eq(celulaTipo.igrejaId, celula.igrejaId)))
      .leftJoin(lider, eq(lider.id, celula.liderId))
      .leftJoin(responsavel, eq(responsavel.id, celula.responsavelId))
      .where(and(eq(celula.igrejaId, igrejaId), eq(celula.id, id), eq(celula.flagAtivo, true)));
    if (!row) return null;
    return {
      summary: placeOf(row),
      descricao: row.descricao,
      liderId: row.liderId,
      responsavelId: row.responsavelId,
      responsavel: row.responsavelNome !== null ? { nome: row.responsavelNome, sobrenome: row.responsavelSobrenome } : null,
    };
  }

  /** The church's studies the group follows, newest first. */
  async studiesOf(igrejaId: number, celulaId: number): Promise<EstudoDaCelula[]> {
    return this.db
      .select({ id: estudo.id, titulo: estudo.titulo, passagemBiblica: estudo.passagemBiblica, dataEstudo: estudo.dataEstudo })
      .from(celulaEstudo)
      .innerJoin(estudo, and(eq(estudo.id, celulaEstudo.estudoId), eq(estudo.igrejaId, igrejaId)))
      .where(eq(celulaEstudo.celulaId, celulaId))
      .orderBy(desc(estudo.dataEstudo), desc(estudo.id));
  }

  /** Whether the account is a member row of the group, and whether it has a request waiting. */
  async standing(celulaId: number, usuarioId: number): Promise<{ membro: boolean; solicitacaoPendente: boolean }> {
    const [row] = await this.db
      .select({
        membro: sql<boolean>`exists (select 1 from ${celulaMembro} where ${celulaMembro.celulaId} = ${celulaId} and ${celulaMembro.usuarioId} = ${usuarioId})`,
        solicitacaoPendente: sql<boolean>`exists (select 1 from ${celulaSolicitacao} where ${celulaSolicitacao.celulaId} = ${celulaId} and ${celulaSolicitacao.usuarioId} = ${usuarioId} and ${celulaSolicitacao.situacao} = 'pendente')`,
      })
      .from(sql`(select 1) as one`);
    return { membro: Boolean(row?.membro), solicitacaoPendente: Boolean(row?.solicitacaoPendente) };
  }


  /** The group's meeting records, newest first. */
  async meetings(celulaId: number, paging: PageRequest): Promise<Paged<ReuniaoRegistro>> {
    const ofGroup = eq(celulaReuniao.celulaId, celulaId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(celulaReuniao)
        .where(ofGroup)
        .orderBy(desc(celulaReuniao.data), desc(celulaReuniao.id))
        .limit(paging.limit)
        .offset(offsetOf(paging)),
      this.db.select({ total: count() }).from(celulaReuniao).where(ofGroup),
    ]);
    return { items: rows.map(meetingOf), total: Number(totals?.total ?? 0) };
  }

  async meeting(celulaId: number, registroId: number): Promise<ReuniaoRegistro | null> {
    const [row] = await this.db
      .select()
      .from(celulaReuniao)
      .where(and(eq(celulaReuniao.celulaId, celulaId), eq(celulaReuniao.id, registroId)));
    return row ? meetingOf(row) : null;
  }

  /**
   * Records a waiting join request, unless the account has one waiting for that group already (the
   * partial unique index decides, so two requests at once make one): null then.
   */
  async requestToJoin(celulaId: number, usuarioId: number, mensagem: string | null): Promise<{ id: number; dataCadastro: Date } | null> {
    const [row] = await this.db
      .insert(celulaSolicitacao)
      .values({ celulaId, usuarioId, mensagem })
      .onConflictDoNothing({ target: [celulaSolicitacao.celulaId, celulaSolicitacao.usuarioId], where: sql`situacao = 'pendente'` })
      .returning({ id: celulaSolicitacao.id, dataCadastro: celulaSolicitacao.dataCadastro });
    return row ?? null;
  }

  /** Takes back a request whose leader could not be told, so that the member may ask again. */
  async withdraw(solicitacaoId: number): Promise<void> {
    await this.db.delete(celulaSolicitacao).where(eq(celulaSolicitacao.id, solicitacaoId));
  }

  /** The name, e-mail and phone of an account (the requester, or the leader to tell). */
  async person(usuarioId: number): Promise<{ nome: string; primeiroNome: string; email: string; telefone: string | null } | null> {
    const [row] = await this.db
      .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, telefone: usuario.telefone })
      .from(usuario)
      .where(eq(usuario.id, usuarioId));
    return row ? { nome: fullName(row.nome, row.sobrenome), primeiroNome: row.nome, email: row.email, telefone: row.telefone } : null;
  }
}

function meetingOf(row: typeof celulaReuniao.$inferSelect): ReuniaoRegistro {
  return { id: row.id, data: row.data, horaInicio: hhmm(row.horaInicio), horaFim: hhmm(row.horaFim), tema: row.tema, observacoes: row.observacoes };
}
