import type { DemoChurch } from './demo-church';

export const FECHADA_CHURCH: DemoChurch = {
  codigo: 'fechada',
  slug: 'igreja-fechada-belo-horizonte',
  nome: 'Igreja Fechada',
  idioma: 'pt_BR',
  moeda: 'BRL',
  fusoHorario: 'America/Sao_Paulo',
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
};
