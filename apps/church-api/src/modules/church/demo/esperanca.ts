import { ALL_MODULES } from './catalogs';
import type { DemoChurch } from './demo-church';

export const ESPERANCA_CHURCH: DemoChurch = {
  codigo: 'esperanca',
  slug: 'igreja-esperanca-sao-paulo',
  nome: 'Igreja Esperança',
  idioma: 'pt_BR',
  moeda: 'BRL',
  fusoHorario: 'America/Sao_Paulo',
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
  legal: { razaoSocial: 'Igreja Evangélica Esperança de São Paulo', tipoDocumentoFiscal: 'CNPJ', documentoFiscal: '12.345.678/0001-95' },
  latitude: -23.5587,
  longitude: -46.6345,
  // Its second external app is configured with its module off (the third-parts demo): its page goes home.
  modules: ALL_MODULES.filter((code) => code !== 'MOD_APP_EXTERNO_2'),
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
    { titulo: 'Agenda', link: '/schedule' },
    { titulo: 'Notícias', link: '/news' },
    { titulo: 'Devocionais', link: '/devotionals' },
    { titulo: 'Vídeos', link: '/videos' },
  ],
  banners: [
    { titulo: 'Culto de celebração aos domingos', link: '/about' },
    { titulo: 'Encontre uma igreja perto de você', link: '/churchs' },
  ],
  congregations: [
    { nome: 'Esperança Liberdade', endereco: 'Rua da Glória, 250', cidade: 'São Paulo', estado: 'SP', telefone: '+55 11 3333-0101', latitude: -23.5587, longitude: -46.6345 },
    { nome: 'Esperança Pinheiros', endereco: 'Rua dos Pinheiros, 900', cidade: 'São Paulo', estado: 'SP', telefone: '+55 11 3333-0202', latitude: -23.5664, longitude: -46.6914 },
  ],
};
