import { and, asc, eq } from 'drizzle-orm';
import type {
  Banner,
  Cliente,
  Congregacao,
  Igreja,
  IgrejaAppMenu,
  IgrejaVisual,
  MetodoPagamento,
  Modulo,
  Organizacao,
} from '@church/contracts-church';
import type { TenantLookup } from '@church/tenant';
import { DEFAULT_PRIMARY } from '@church/theme';
import type { Database } from '../db/database';
import {
  banner,
  cliente,
  congregacao,
  dominioPersonalizado,
  igreja,
  igrejaAppMenu,
  igrejaAplicativo,
  igrejaFusoHorario,
  igrejaOrigemIncorporacao,
  igrejaMetodoPagamento,
  igrejaModulo,
  igrejaVisual,
  metodoPagamento,
  modulo,
  organizacao,
} from './tenancy-tables';
import { kilometresBetween, type Position } from '@church/geo';

type IgrejaRow = typeof igreja.$inferSelect;

/** What a church is named by in a request: its slug, its code or its id. */
export type ChurchKind = 'slug' | 'code' | 'id';

/** A church as the server uses it to scope a request, and to write to its members. */
export interface ChurchSummary {
  id: number;
  codigo: string;
  slug: string;
  nome: string;
  idioma: string;
  organizacaoId: number;
  flagAtivo: boolean;
  /** Its IANA time zone (igreja_fuso_horario; UTC for a church without one): every date it shows is read in it. */
  fusoHorario: string;
}

/** Ids are PostgreSQL integers: anything else names no row (and must not reach a query as one). */
function isDatabaseId(value: string | number): boolean {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/** Where a church without a time zone of its own (igreja_fuso_horario) is read: what every date carried before zones. */
export const DEFAULT_CHURCH_TIME_ZONE = 'UTC';

/** The church's own app in the stores (igreja_aplicativo): each link it has; none for a church without. */
interface AppLinks {
  linkAppStore: string | null;
  linkGooglePlay: string | null;
}

function toIgreja(row: IgrejaRow, slugOrganizacao: string, fusoHorario: string | null, app: AppLinks | null): Igreja {
  return {
    id: row.id,
    slug: row.slug,
    uuid: row.uuid,
    codigo: row.codigo,
    idioma: row.idioma,
    slugOrganizacao,
    flagAtivo: row.flagAtivo,
    nome: row.nome,
    historia: row.historia,
    descricao: row.descricao,
    imagens: row.imagens,
    facebookPixelCode: row.facebookPixelCode,
    codigoPlano: row.codigoPlano,
    dataCadastro: row.dataCadastro.toISOString(),
    moeda: row.moeda,
    email: row.email,
    telefone: row.telefone,
    endereco: row.endereco,
    cidade: row.cidade,
    estado: row.estado,
    pais: row.pais,
    site: row.site,
    fusoHorario: fusoHorario ?? DEFAULT_CHURCH_TIME_ZONE,
    // Left out when the church has none: every page's bootstrap carries the church.
    ...(app?.linkAppStore ? { linkAppStore: app.linkAppStore } : {}),
    ...(app?.linkGooglePlay ? { linkGooglePlay: app.linkGooglePlay } : {}),
  };
}

const appLinkColumns = { linkAppStore: igrejaAplicativo.linkAppStore, linkGooglePlay: igrejaAplicativo.linkGooglePlay };

const clienteColumns = {
  id: cliente.id,
  nome: cliente.nome,
  codigo: igreja.codigo,
  idIgreja: igreja.id,
  slugIgreja: igreja.slug,
  slugOrganizacao: organizacao.slug,
  flagAtivo: igreja.flagAtivo,
  idioma: igreja.idioma,
  cidade: cliente.cidade,
  estado: cliente.estado,
  pais: cliente.pais,
  endereco: cliente.endereco,
  latitude: cliente.latitude,
  longitude: cliente.longitude,
};

/** Church, organization and tenant reads. Every list is scoped by its church. */
export class ChurchRepository {
  constructor(private readonly db: Database) {}

  /** The church of an id as the tenant cache keeps it: its contract shape and its summary. */
  async findTenantChurch(id: number): Promise<{ igreja: Igreja; summary: ChurchSummary } | null> {
    const [row] = await this.db
      .select({ igreja, slugOrganizacao: organizacao.slug, fusoHorario: igrejaFusoHorario.fusoHorario, app: appLinkColumns })
      .from(igreja)
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
      .leftJoin(igrejaAplicativo, eq(igrejaAplicativo.igrejaId, igreja.id))
      .where(eq(igreja.id, id));
    if (!row) return null;
    const { id: churchId, codigo, slug, nome, idioma, organizacaoId, flagAtivo } = row.igreja;
    const contract = toIgreja(row.igreja, row.slugOrganizacao, row.fusoHorario, row.app);
    return { igreja: contract, summary: { id: churchId, codigo, slug, nome, idioma, organizacaoId, flagAtivo, fusoHorario: contract.fusoHorario } };
  }

  /** The id of the church a code, slug, id or custom host name names, active or not; null for none. */
  async findChurchId(kind: ChurchKind | 'hostname', value: string | number): Promise<number | null> {
    if (kind === 'id' && !isDatabaseId(value)) return null;
    if (kind === 'hostname') {
      const [row] = await this.db
        .select({ id: dominioPersonalizado.igrejaId })
        .from(dominioPersonalizado)
        .where(eq(dominioPersonalizado.hostname, String(value).toLowerCase()));
      return row?.id ?? null;
    }
    const where = kind === 'id' ? eq(igreja.id, Number(value)) : eq(kind === 'slug' ? igreja.slug : igreja.codigo, String(value));
    const [row] = await this.db.select({ id: igreja.id }).from(igreja).where(where);
    return row?.id ?? null;
  }

  async findIgrejaByCodigo(codigo: string): Promise<Igreja | null> {
    const [row] = await this.db
      .select({ igreja, slugOrganizacao: organizacao.slug, fusoHorario: igrejaFusoHorario.fusoHorario, app: appLinkColumns })
      .from(igreja)
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
      .leftJoin(igrejaAplicativo, eq(igrejaAplicativo.igrejaId, igreja.id))
      .where(eq(igreja.codigo, codigo));
    return row ? toIgreja(row.igreja, row.slugOrganizacao, row.fusoHorario, row.app) : null;
  }

  /** The church of a slug, code or id, active or not: what an operation scoped to a church (or naming one) needs of it. */
  async findSummary(kind: ChurchKind, value: string | number): Promise<ChurchSummary | null> {
    if (kind === 'id' && !isDatabaseId(value)) return null;
    const where = kind === 'id' ? eq(igreja.id, Number(value)) : eq(kind === 'slug' ? igreja.slug : igreja.codigo, String(value));
    const [row] = await this.db
      .select({
        id: igreja.id,
        codigo: igreja.codigo,
        slug: igreja.slug,
        nome: igreja.nome,
        idioma: igreja.idioma,
        organizacaoId: igreja.organizacaoId,
        flagAtivo: igreja.flagAtivo,
        fusoHorario: igrejaFusoHorario.fusoHorario,
      })
      .from(igreja)
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
      .where(where);
    return row ? { ...row, fusoHorario: row.fusoHorario ?? DEFAULT_CHURCH_TIME_ZONE } : null;
  }

  /** The church's custom host names, oldest first. */
  async customHostnames(igrejaId: number): Promise<string[]> {
    const rows = await this.db
      .select({ hostname: dominioPersonalizado.hostname })
      .from(dominioPersonalizado)
      .where(eq(dominioPersonalizado.igrejaId, igrejaId))
      .orderBy(asc(dominioPersonalizado.id));
    return rows.map((row) => row.hostname.toLowerCase());
  }

  /** The sites the church lets frame its embeddable pages, as origins. */
  async embedOrigins(igrejaId: number): Promise<string[]> {
    const rows = await this.db
      .select({ origem: igrejaOrigemIncorporacao.origem })
      .from(igrejaOrigemIncorporacao)
      .where(eq(igrejaOrigemIncorporacao.igrejaId, igrejaId))
      .orderBy(asc(igrejaOrigemIncorporacao.origem));
    return rows.map((row) => row.origem.toLowerCase());
  }

  /** The church a congregation belongs to; null for an unknown congregation. */
  async churchOfCongregation(congregacaoId: number): Promise<number | null> {
    const [row] = await this.db.select({ igrejaId: congregacao.igrejaId }).from(congregacao).where(eq(congregacao.id, congregacaoId));
    return row?.igrejaId ?? null;
  }

  /** The clients served under a custom host name (empty when the host maps to no church). */
  async findClientesByHostname(hostname: string): Promise<Cliente[]> {
    const rows = await this.db
      .select(clienteColumns)
      .from(dominioPersonalizado)
      .innerJoin(igreja, eq(igreja.id, dominioPersonalizado.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .innerJoin(cliente, eq(cliente.igrejaId, igreja.id))
      .where(eq(dominioPersonalizado.hostname, hostname.toLowerCase()));
    return rows.map((row) => ({ ...row, distancia: null }));
  }

  /** The church's clients (at most one: `cliente.igreja_id` is unique), as a lookup by its host name answers them. */
  async listClientesOfChurch(igrejaId: number): Promise<Cliente[]> {
    const rows = await this.db
      .select(clienteColumns)
      .from(cliente)
      .innerJoin(igreja, eq(igreja.id, cliente.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, igreja.organizacaoId))
      .where(eq(cliente.igrejaId, igrejaId));
    return rows.map((row) => ({ ...row, distancia: null }));
  }

  async findIgrejaByLookup(lookup: TenantLookup): Promise<Igreja | null> {
    if (lookup.by === 'codigo') return this.findIgrejaByCodigo(lookup.codigo);
    const [first] = await this.findClientesByHostname(lookup.hostname);
    return first ? this.findIgrejaByCodigo(first.codigo) : null;
  }

  async getOrganizacao(slug: string): Promise<Organizacao | null> {
    const [row] = await this.db
      .select({ id: organizacao.id, slug: organizacao.slug, nome: organizacao.nome, descricao: organizacao.descricao })
      .from(organizacao)
      .where(eq(organizacao.slug, slug));
    return row ?? null;
  }

  /** The organization's active churches; nearest first when a position is given. */
  async listClientes(organizacaoSlug: string, position: Position | null): Promise<Cliente[]> {
    const rows = await this.db
      .select(clienteColumns)
      .from(cliente)
      .innerJoin(igreja, eq(igreja.id, cliente.igrejaId))
      .innerJoin(organizacao, eq(organizacao.id, cliente.organizacaoId))
      .where(and(eq(organizacao.slug, organizacaoSlug), eq(igreja.flagAtivo, true)))
      .orderBy(asc(cliente.nome));
    const clientes = rows.map((row) => ({
      ...row,
      distancia: position ? Math.round(kilometresBetween(position, row) * 10) / 10 : null,
    }));
    return position ? clientes.sort((a, b) => (a.distancia ?? 0) - (b.distancia ?? 0)) : clientes;
  }

  async listModulos(igrejaId: number): Promise<Modulo[]> {
    return this.db
      .select({ id: modulo.id, codigo: modulo.codigo, nome: modulo.nome })
      .from(igrejaModulo)
      .innerJoin(modulo, eq(modulo.id, igrejaModulo.moduloId))
      .where(eq(igrejaModulo.igrejaId, igrejaId))
      .orderBy(asc(modulo.codigo));
  }

  /** A church that has not set its colours yet gets the product's default. */
  async getVisual(igrejaId: number): Promise<IgrejaVisual> {
    const [row] = await this.db
      .select({ corApp: igrejaVisual.corApp, logo: igrejaVisual.logo })
      .from(igrejaVisual)
      .where(eq(igrejaVisual.igrejaId, igrejaId));
    if (!row) return { corApp: DEFAULT_PRIMARY };
    return row.logo ? { corApp: row.corApp, logo: row.logo } : { corApp: row.corApp };
  }

  async listMetodosPagamento(igrejaId: number): Promise<MetodoPagamento[]> {
    return this.db
      .select({
        id: metodoPagamento.id,
        codigo: metodoPagamento.codigo,
        nome: metodoPagamento.nome,
        idGatewayPagamento: igrejaMetodoPagamento.idGatewayPagamento,
      })
      .from(igrejaMetodoPagamento)
      .innerJoin(metodoPagamento, eq(metodoPagamento.id, igrejaMetodoPagamento.metodoPagamentoId))
      .where(eq(igrejaMetodoPagamento.igrejaId, igrejaId))
      .orderBy(asc(metodoPagamento.id));
  }

  async listMenu(igrejaId: number): Promise<IgrejaAppMenu[]> {
    return this.db
      .select({
        id: igrejaAppMenu.id,
        titulo: igrejaAppMenu.titulo,
        link: igrejaAppMenu.link,
        ordem: igrejaAppMenu.ordem,
        icone: igrejaAppMenu.icone,
        flagExterno: igrejaAppMenu.flagExterno,
      })
      .from(igrejaAppMenu)
      .where(eq(igrejaAppMenu.igrejaId, igrejaId))
      .orderBy(asc(igrejaAppMenu.ordem), asc(igrejaAppMenu.id));
  }

  async listBanners(igrejaId: number): Promise<Banner[]> {
    return this.db
      .select({ id: banner.id, titulo: banner.titulo, imagem: banner.imagem, link: banner.link, ordem: banner.ordem })
      .from(banner)
      .where(eq(banner.igrejaId, igrejaId))
      .orderBy(asc(banner.ordem), asc(banner.id));
  }

  async listCongregacoes(igrejaId: number): Promise<Congregacao[]> {
    return this.db
      .select({
        id: congregacao.id,
        nome: congregacao.nome,
        endereco: congregacao.endereco,
        cidade: congregacao.cidade,
        estado: congregacao.estado,
        telefone: congregacao.telefone,
        latitude: congregacao.latitude,
        longitude: congregacao.longitude,
      })
      .from(congregacao)
      .where(eq(congregacao.igrejaId, igrejaId))
      .orderBy(asc(congregacao.nome));
  }
}
