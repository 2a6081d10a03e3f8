import type { ModuleCode, PaymentMethodCode } from './catalogs';
import { ESPERANCA_CHURCH } from './esperanca';
import { FECHADA_CHURCH } from './fechada';
import { GRACE_CHURCH } from './grace';
import { VIDA_CHURCH } from './vida';

/** A demo church: the church, its client record, look, modules, payment methods, menu, banners and congregations. */
export interface DemoChurch {
  codigo: string;
  slug: string;
  nome: string;
  idioma: string;
  moeda: string;
  /** The IANA time zone the church lives in: the demo content of every module is dated in it. */
  fusoHorario: string;
  flagAtivo: boolean;
  corApp: string;
  descricao: string;
  historia: string;
  email: string;
  telefone: string;
  endereco: string;
  cidade: string;
  estado: string;
  pais: string;
  /** Who issues the church's receipts and giving statements: its legal name and tax id. */
  legal?: { razaoSocial: string; tipoDocumentoFiscal: string; documentoFiscal: string };
  /** The church's own app in the stores, where it has one (the others offer the installable web app). */
  app?: { linkAppStore: string; linkGooglePlay: string };
  latitude: number;
  longitude: number;
  modules: readonly ModuleCode[];
  paymentMethods: { codigo: PaymentMethodCode; idGatewayPagamento: number | null }[];
  menu: { titulo: string; link: string; flagExterno?: boolean }[];
  banners: { titulo: string; link: string | null }[];
  congregations: { nome: string; endereco: string; cidade: string; estado: string; telefone: string; latitude: number; longitude: number }[];
  customHostnames?: string[];
  /** The sites allowed to frame its embeddable pages (/embed/chat, /embed/player…), as origins. */
  embedOrigins?: string[];
}

export const DEMO_ORGANIZATION = {
  slug: 'rede-esperanca',
  nome: 'Rede Esperança',
  descricao: 'A network of churches in three countries.',
};

/** In the order they are created (their ids follow it). */
export const DEMO_CHURCHES: DemoChurch[] = [GRACE_CHURCH, ESPERANCA_CHURCH, VIDA_CHURCH, FECHADA_CHURCH];
