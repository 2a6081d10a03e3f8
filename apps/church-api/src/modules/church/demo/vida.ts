import type { DemoChurch } from './demo-church';

export const VIDA_CHURCH: DemoChurch = {
  codigo: 'vida',
  slug: 'iglesia-vida-madrid',
  nome: 'Iglesia Vida',
  idioma: 'es',
  moeda: 'EUR',
  fusoHorario: 'Europe/Madrid',
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
  legal: { razaoSocial: 'Asociación Iglesia Evangélica Vida de Madrid', tipoDocumentoFiscal: 'NIF', documentoFiscal: 'R2800123H' },
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
    { titulo: 'Noticias', link: '/news' },
  ],
  banners: [
    { titulo: 'Te esperamos este domingo', link: '/about' },
    { titulo: 'Encuentra una iglesia cerca de ti', link: '/churchs' },
  ],
  congregations: [
    { nome: 'Vida Lavapiés', endereco: 'Calle de Argumosa, 12', cidade: 'Madrid', estado: 'Madrid', telefone: '+34 910 555 303', latitude: 40.4089, longitude: -3.6995 },
    { nome: 'Vida Chamberí', endereco: 'Calle de Santa Engracia, 60', cidade: 'Madrid', estado: 'Madrid', telefone: '+34 910 555 404', latitude: 40.4357, longitude: -3.6989 },
  ],
};
