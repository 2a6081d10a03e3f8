import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A ticket type of a demo event; times are days from the seed day. */
export interface DemoTicket {
  nome: string;
  descricao?: string;
  valor: number;
  quantidade: number;
  /** Already sold when seeded (a sold-out event sells them all). */
  vendidos?: number;
  limitePorUsuario?: number;
  vendasDesdeDias?: number;
  vendasAteDias?: number;
}

/** Exclusive content of an online demo event, open between two days from the seed day. */
export interface DemoContent {
  titulo: string;
  descricao: string;
  url: string;
  deDias?: number;
  ateDias?: number;
}

/** A demo event with what it sells, dated from the seed day in the church's time zone. */
export interface DemoEvent {
  inDays: number;
  hour: number;
  minute: number;
  minutes: number;
  nome: string;
  descricao: string;
  local: string | null;
  imagem: StoredImage;
  flagOnline?: boolean;
  /** Visitors may buy without an account. */
  flagInscricaoSemCadastro?: boolean;
  flagJuros?: boolean;
  flagAssumirTaxasServico?: boolean;
  qtdeMaxParcelas?: number;
  diasPagamentoDinheiro?: number;
  ingressos: DemoTicket[];
  perguntas?: { pergunta: string; flagObrigatoria: boolean }[];
  conteudos?: DemoContent[];
}
