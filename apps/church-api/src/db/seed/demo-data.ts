import type { StoredImage } from '../schema';
import { MODULE_CATALOG, type ModuleCode, type PaymentMethodCode } from './catalogs';

export interface DemoChurch {
  codigo: string;
  slug: string;
  nome: string;
  idioma: string;
  moeda: string;
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
  latitude: number;
  longitude: number;
  modules: readonly ModuleCode[];
  paymentMethods: { codigo: PaymentMethodCode; idGatewayPagamento: number | null }[];
  menu: { titulo: string; link: string; flagExterno?: boolean }[];
  banners: { titulo: string; link: string | null }[];
  congregations: { nome: string; endereco: string; cidade: string; estado: string; telefone: string; latitude: number; longitude: number }[];
  customHostnames?: string[];
}

export const DEMO_ORGANIZATION = {
  slug: 'rede-esperanca',
  nome: 'Rede Esperança',
  descricao: 'A network of churches in three countries.',
};

const banner = (codigo: string, n: number): StoredImage => ({
  url: `/demo/banners/${codigo}-${n}.svg`,
  largura: 1200,
  altura: 400,
});
export const demoBannerImage = banner;

const ALL_MODULES = MODULE_CATALOG.map((m) => m.codigo);

export const DEMO_CHURCHES: DemoChurch[] = [
  {
    codigo: 'grace',
    slug: 'grace-community-church',
    nome: 'Grace Community Church',
    idioma: 'en_US',
    moeda: 'USD',
    flagAtivo: true,
    corApp: '#1F4E9E',
    descricao:
      'Grace Community Church is a family of believers in the heart of Boston, gathering every Sunday to worship, learn and serve our city together.',
    historia:
      'Grace began in 1987 as a Bible study of twelve people in a living room on Beacon Hill. Today we are a congregation of many nations, with three campuses across Greater Boston, a food pantry that serves four hundred families each week, and a passion for sharing the hope of the gospel.',
    email: 'hello@grace.example',
    telefone: '+1 617 555 0142',
    endereco: '120 Tremont Street',
    cidade: 'Boston',
    estado: 'MA',
    pais: 'United States',
    latitude: 42.3564,
    longitude: -71.0621,
    modules: ALL_MODULES,
    paymentMethods: [
      { codigo: 'CARTAO_CREDITO', idGatewayPagamento: 5 },
      { codigo: 'CARTEIRA_DIGITAL', idGatewayPagamento: 4 },
      { codigo: 'ACH', idGatewayPagamento: null },
    ],
    menu: [
      { titulo: 'Home', link: '/' },
      { titulo: 'About us', link: '/about' },
      { titulo: 'Our churches', link: '/churchs' },
    ],
    banners: [
      { titulo: 'Welcome home this Sunday', link: '/about' },
      { titulo: 'Find a Grace campus near you', link: '/churchs' },
    ],
    congregations: [
      { nome: 'Grace Downtown', endereco: '120 Tremont Street', cidade: 'Boston', estado: 'MA', telefone: '+1 617 555 0142', latitude: 42.3564, longitude: -71.0621 },
      { nome: 'Grace Cambridge', endereco: '45 Brattle Street', cidade: 'Cambridge', estado: 'MA', telefone: '+1 617 555 0177', latitude: 42.3744, longitude: -71.1212 },
    ],
    customHostnames: ['www.gracechurch.test'],
  },
  {
    codigo: 'esperanca',
    slug: 'igreja-esperanca-sao-paulo',
    nome: 'Igreja Esperança',
    idioma: 'pt_BR',
    moeda: 'BRL',
    flagAtivo: true,
    corApp: '#1B7F4C',
    descricao:
      'A Igreja Esperança é uma comunidade cristã em São Paulo que se reúne para adorar a Deus, estudar a Bíblia e servir a cidade com amor.',
    historia:
      'Fundada em 1995 no bairro da Liberdade, a Igreja Esperança começou com cultos nos lares. Hoje somos uma igreja com células em toda a cidade, projetos sociais com crianças e idosos e uma escola bíblica dominical para todas as idades.',
    email: 'contato@esperanca.example',
    telefone: '+55 11 3333-0101',
    endereco: 'Rua da Glória, 250',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
    latitude: -23.5587,
    longitude: -46.6345,
    modules: ALL_MODULES.filter((code) => code !== 'MOD_ASSINATURA'),
    paymentMethods: [
      { codigo: 'CARTAO_CREDITO', idGatewayPagamento: 1 },
      { codigo: 'PIX', idGatewayPagamento: 1 },
      { codigo: 'BOLETO', idGatewayPagamento: 1 },
      { codigo: 'DINHEIRO', idGatewayPagamento: null },
    ],
    menu: [
      { titulo: 'Início', link: '/' },
      { titulo: 'Quem somos', link: '/about' },
      { titulo: 'Nossas igrejas', link: '/churchs' },
    ],
    banners: [
      { titulo: 'Culto de celebração aos domingos', link: '/about' },
      { titulo: 'Encontre uma igreja perto de você', link: '/churchs' },
    ],
    congregations: [
      { nome: 'Esperança Liberdade', endereco: 'Rua da Glória, 250', cidade: 'São Paulo', estado: 'SP', telefone: '+55 11 3333-0101', latitude: -23.5587, longitude: -46.6345 },
      { nome: 'Esperança Pinheiros', endereco: 'Rua dos Pinheiros, 900', cidade: 'São Paulo', estado: 'SP', telefone: '+55 11 3333-0202', latitude: -23.5664, longitude: -46.6914 },
    ],
  },
  {
    codigo: 'vida',
    slug: 'iglesia-vida-madrid',
    nome: 'Iglesia Vida',
    idioma: 'es',
    moeda: 'EUR',
    flagAtivo: true,
    corApp: '#B3261E',
    descricao:
      'Iglesia Vida es una comunidad cristiana en Madrid que se reúne para adorar, crecer en la fe y servir a su barrio.',
    historia:
      'Iglesia Vida nació en 2004 en el barrio de Lavapiés con un grupo de jóvenes que se reunían a orar. Hoy acogemos a familias de más de veinte países y servimos a nuestro barrio con un comedor social y clases de español.',
    email: 'hola@vida.example',
    telefone: '+34 910 555 303',
    endereco: 'Calle de Argumosa, 12',
    cidade: 'Madrid',
    estado: 'Madrid',
    pais: 'España',
    latitude: 40.4089,
    longitude: -3.6995,
    modules: ['MOD_EVENTO', 'MOD_DOACAO', 'MOD_NOTICIA'],
    paymentMethods: [
      { codigo: 'CARTAO_CREDITO', idGatewayPagamento: 8 },
      { codigo: 'DINHEIRO', idGatewayPagamento: null },
    ],
    menu: [
      { titulo: 'Inicio', link: '/' },
      { titulo: 'Quiénes somos', link: '/about' },
      { titulo: 'Nuestras iglesias', link: '/churchs' },
    ],
    banners: [
      { titulo: 'Te esperamos este domingo', link: '/about' },
      { titulo: 'Encuentra una iglesia cerca de ti', link: '/churchs' },
    ],
    congregations: [
      { nome: 'Vida Lavapiés', endereco: 'Calle de Argumosa, 12', cidade: 'Madrid', estado: 'Madrid', telefone: '+34 910 555 303', latitude: 40.4089, longitude: -3.6995 },
      { nome: 'Vida Chamberí', endereco: 'Calle de Santa Engracia, 60', cidade: 'Madrid', estado: 'Madrid', telefone: '+34 910 555 404', latitude: 40.4357, longitude: -3.6989 },
    ],
  },
  {
    codigo: 'fechada',
    slug: 'igreja-fechada-belo-horizonte',
    nome: 'Igreja Fechada',
    idioma: 'pt_BR',
    moeda: 'BRL',
    flagAtivo: false,
    corApp: '#5F6368',
    descricao: 'Esta igreja não está mais ativa.',
    historia: 'Esta igreja encerrou suas atividades.',
    email: 'contato@fechada.example',
    telefone: '+55 31 3333-0404',
    endereco: 'Avenida Afonso Pena, 1000',
    cidade: 'Belo Horizonte',
    estado: 'MG',
    pais: 'Brasil',
    latitude: -19.9227,
    longitude: -43.9451,
    modules: ['MOD_NOTICIA'],
    paymentMethods: [],
    menu: [{ titulo: 'Início', link: '/' }],
    banners: [],
    congregations: [
      { nome: 'Fechada Centro', endereco: 'Avenida Afonso Pena, 1000', cidade: 'Belo Horizonte', estado: 'MG', telefone: '+55 31 3333-0404', latitude: -19.9227, longitude: -43.9451 },
    ],
  },
];
