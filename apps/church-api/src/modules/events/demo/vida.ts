import { demoImage } from '@church/api-modules/church';
import type { DemoEvent } from './event-demo';

/** Vida's events (EUR, card and cash). */
export const VIDA_EVENTS: DemoEvent[] = [
  {
    inDays: 20,
    hour: 19,
    minute: 0,
    minutes: 120,
    nome: 'Concierto de Navidad',
    descricao: 'Villancicos y lecturas con el coro de la iglesia. Entrada libre con inscripción.',
    local: 'Calle de Atocha 80, Madrid',
    imagem: demoImage('news/music-3.svg'),
    flagInscricaoSemCadastro: true,
    ingressos: [{ nome: 'Entrada', valor: 0, quantidade: 200 }],
  },
  {
    inDays: 35,
    hour: 18,
    minute: 0,
    minutes: 2880,
    nome: 'Retiro de Matrimonios',
    descricao: 'Un fin de semana en la sierra para parejas. Pago con tarjeta o en efectivo en la iglesia.',
    local: 'Albergue de Cercedilla',
    imagem: demoImage('news/house-2.svg'),
    diasPagamentoDinheiro: 7,
    ingressos: [{ nome: 'Pareja', valor: 9000, quantidade: 30, limitePorUsuario: 1 }],
    perguntas: [{ pergunta: 'Nombre del cónyuge', flagObrigatoria: true }],
  },
  {
    inDays: 8,
    hour: 21,
    minute: 0,
    minutes: 120,
    nome: 'Cena solidaria',
    descricao: 'Cena a beneficio del comedor social. Entradas agotadas.',
    local: 'Salón parroquial, Calle de Atocha 80',
    imagem: demoImage('news/bread-5.svg'),
    ingressos: [{ nome: 'Cubierto', valor: 2500, quantidade: 80, vendidos: 80 }],
  },
  {
    // Vida has events but no live service (MOD_CULTO): its course's lessons still get their chat.
    inDays: 3,
    hour: 20,
    minute: 0,
    minutes: 60,
    nome: 'Curso en línea: Los Salmos',
    descricao: 'Lecciones en vídeo sobre los Salmos, para ver cuando quieras y comentar con el grupo.',
    local: null,
    imagem: demoImage('news/blocks-6.svg'),
    flagOnline: true,
    ingressos: [{ nome: 'Acceso al curso', valor: 0, quantidade: 500 }],
    conteudos: [{ titulo: 'Lección 1: Orar con los Salmos', descricao: 'Cómo los Salmos enseñan a orar.', url: 'https://www.youtube-nocookie.com/embed/ak06MSETeo4', deDias: -30, ateDias: 60 }],
  },
];
