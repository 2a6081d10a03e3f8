import { ALL_MODULES } from './catalogs';
import type { DemoChurch } from './demo-church';

export const GRACE_CHURCH: DemoChurch = {
  codigo: 'grace',
  slug: 'grace-community-church',
  nome: 'Grace Community Church',
  idioma: 'en_US',
  moeda: 'USD',
  fusoHorario: 'America/New_York',
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
  legal: { razaoSocial: 'Grace Community Church of Boston, Inc.', tipoDocumentoFiscal: 'EIN', documentoFiscal: '04-3187652' },
  // A partner site that shows grace's chat and player in its own pages (the end-to-end suite plays it).
  embedOrigins: ['http://partner.example'],
  app: {
    linkAppStore: 'https://apps.apple.com/us/app/grace-community-church-boston/id6450000142',
    linkGooglePlay: 'https://play.google.com/store/apps/details?id=org.gracecommunity.boston',
  },
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
    { titulo: 'Schedule', link: '/schedule' },
    { titulo: 'News', link: '/news' },
    { titulo: 'Devotionals', link: '/devotionals' },
    { titulo: 'Videos', link: '/videos' },
    { titulo: 'Grace Play', link: '/play' },
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
};
