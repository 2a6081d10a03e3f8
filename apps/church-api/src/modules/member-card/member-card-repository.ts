import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { estadoCivil, usuario, usuarioIgreja } from '@church/api-platform/identity/identity-tables';
import { congregacao, type StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import { newCardReference } from './card-code';
import { usuarioCarteirinha } from './schema';

/** A member's card as stored and as the account keeps it, before its code is signed. */
export interface StoredCard {
  id: number;
  igreja: number;
  usuario: number;
  nome: string;
  sobrenome: string;
  imagem: StoredImage | null;
  numeroMembro: string;
  congregacao: { id: number; nome: string } | null;
  cpf: string | null;
  telefone: string | null;
  dataNascimento: string | null;
  dataBatismo: string | null;
  sexo: 'M' | 'F' | null;
  estadoCivil: { codigo: string; nome: string } | null;
  cargo: string | null;
  responsavel: string | null;
  vinculo: string | null;
  referencia: string;
  versao: number;
}

/** What a valid code may tell a stranger: the member's name, picture and congregation. */
export interface CardHolder {
  nome: string;
  imagem: StoredImage | null;
  congregacao: string | null;
}

/** A member's number at a church where the card has none yet: the church account's id, six digits at least. */
const numberOf = (usuarioIgrejaId: number) => String(usuarioIgrejaId).padStart(6, '0');

/**
 * Member cards, one per active church account. Every read names the church; an account that is not an
 * active member of it (or whose account is inactive) has no card there.
 */
export class MemberCardRepository {
  constructor(private readonly db: Database) {}

  /** The active member's card at the church, made the first time it is asked for; null for anyone else. */
  async cardOf(igrejaId: number, usuarioId: number): Promise<StoredCard | null> {
    const found = await this.read(igrejaId, usuarioId);
    if (found) return found;
    const [membership] = await this.activeMembership(igrejaId, usuarioId);
    if (!membership) return null;
    await this.db
      .insert(usuarioCarteirinha)
      .values({ igrejaId, usuarioIgrejaId: membership.id, numeroMembro: numberOf(membership.id), referencia: newCardReference() })
      .onConflictDoNothing();
    return this.read(igrejaId, usuarioId);
  }

  /** Raises the card's version (its earlier codes are refused from then on); null without a card. */
  async rotate(igrejaId: number, usuarioId: number): Promise<StoredCard | null> {
    const card = await this.cardOf(igrejaId, usuarioId);
    if (!card) return null;
    await this.db
      .update(usuarioCarteirinha)
      .set({ versao: sql`${usuarioCarteirinha.versao} + 1`, dataUltimaAlteracao: sql`now()` })
      .where(and(eq(usuarioCarteirinha.id, card.id), eq(usuarioCarteirinha.igrejaId, igrejaId)));
    return this.read(igrejaId, usuarioId);
  }

  /** The holder of the card with this reference and version at the church, while its member is active; else null. */
  async holderOf(igrejaId: number, referencia: string, versao: number): Promise<CardHolder | null> {
    const [row] = await this.db
      .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, imagem: usuario.imagem, congregacao: congregacao.nome })
      .from(usuarioCarteirinha)
      .innerJoin(usuarioIgreja, eq(usuarioIgreja.id, usuarioCarteirinha.usuarioIgrejaId))
      .innerJoin(usuario, eq(usuario.id, usuarioIgreja.usuarioId))
      .leftJoin(congregacao, and(eq(congregacao.id, usuarioIgreja.congregacaoId), eq(congregacao.igrejaId, igrejaId)))
      .where(
        and(
          eq(usuarioCarteirinha.referencia, referencia),
          eq(usuarioCarteirinha.versao, versao),
          eq(usuarioCarteirinha.igrejaId, igrejaId),
          eq(usuarioIgreja.igrejaId, igrejaId),
          eq(usuarioIgreja.flagAtivo, true),
          eq(usuario.flagAtivo, true),
        ),
      )
      .limit(1);
    return row ? { nome: `${row.nome} ${row.sobrenome}`.trim(), imagem: row.imagem, congregacao: row.congregacao } : null;
  }

  private activeMembership(igrejaId: number, usuarioId: number) {
    return this.db
      .select({ id: usuarioIgreja.id })
      .from(usuarioIgreja)
      .innerJoin(usuario, eq(usuario.id, usuarioIgreja.usuarioId))
      .where(and(eq(usuarioIgreja.igrejaId, igrejaId), eq(usuarioIgreja.usuarioId, usuarioId), eq(usuarioIgreja.flagAtivo, true), eq(usuario.flagAtivo, true)))
      .limit(1);
  }

  private async read(igrejaId: number, usuarioId: number): Promise<StoredCard | null> {
    const [row] = await this.db
      .select({
        id: usuarioCarteirinha.id,
        igreja: usuarioCarteirinha.igrejaId,
        usuario: usuario.id,
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
        imagem: usuario.imagem,
        numeroMembro: usuarioCarteirinha.numeroMembro,
        congregacaoId: congregacao.id,
        congregacaoNome: congregacao.nome,
        cpf: usuario.cpf,
        telefone: usuario.telefone,
        dataNascimento: usuario.dataNascimento,
        dataBatismo: usuarioCarteirinha.dataBatismo,
        sexo: usuario.sexo,
        estadoCivilCodigo: estadoCivil.codigo,
        estadoCivilNome: estadoCivil.nome,
        cargo: usuarioCarteirinha.cargo,
        responsavel: usuarioCarteirinha.responsavel,
        vinculo: usuarioCarteirinha.vinculo,
        referencia: usuarioCarteirinha.referencia,
        versao: usuarioCarteirinha.versao,
      })
      .from(usuarioCarteirinha)
      .innerJoin(usuarioIgreja, eq(usuarioIgreja.id, usuarioCarteirinha.usuarioIgrejaId))
      .innerJoin(usuario, eq(usuario.id, usuarioIgreja.usuarioId))
      .leftJoin(congregacao, and(eq(congregacao.id, usuarioIgreja.congregacaoId), eq(congregacao.igrejaId, igrejaId)))
      .leftJoin(estadoCivil, eq(estadoCivil.id, usuario.estadoCivilId))
      .where(
        and(
          eq(usuarioCarteirinha.igrejaId, igrejaId),
          eq(usuarioIgreja.igrejaId, igrejaId),
          eq(usuarioIgreja.usuarioId, usuarioId),
          eq(usuarioIgreja.flagAtivo, true),
          eq(usuario.flagAtivo, true),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { congregacaoId, congregacaoNome, estadoCivilCodigo, estadoCivilNome, ...card } = row;
    return {
      ...card,
      congregacao: congregacaoId !== null && congregacaoNome !== null ? { id: congregacaoId, nome: congregacaoNome } : null,
      estadoCivil: estadoCivilCodigo !== null && estadoCivilNome !== null ? { codigo: estadoCivilCodigo, nome: estadoCivilNome } : null,
    };
  }
}
