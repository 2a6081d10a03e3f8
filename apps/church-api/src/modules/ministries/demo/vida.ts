import { demoImage } from '@church/api-modules/church';
import type { MinistryDemo } from './ministry-demo';

export const VIDA_MINISTRIES: MinistryDemo[] = [
  {
    nome: 'Ministerio de Alabanza',
    descricao: 'El equipo de alabanza dirige a la iglesia en la adoración cada domingo.',
    lider: 'Marta Gómez',
    contato: 'alabanza@vida.test',
    imagem: demoImage('ministries/music-1.svg'),
    projetos: [
      {
        nome: 'Concierto de Navidad',
        objetivo: 'Invitar a 300 vecinos a escuchar el mensaje de la Navidad.',
        descricao: 'El coro y los músicos preparan villancicos tradicionales.',
        status: 'EM_ANDAMENTO',
      },
    ],
  },
  {
    nome: 'Acción Social',
    descricao: 'Servimos al barrio con el banco de alimentos, clases de español y visitas a mayores.',
    lider: 'Pablo Navarro',
    contato: '+34 910 555 150',
    imagem: demoImage('ministries/bread-5.svg'),
    projetos: [
      {
        nome: 'Clases de español para inmigrantes',
        objetivo: 'Ayudar a 40 personas a aprender español.',
        descricao: 'Clases gratuitas los martes y jueves por la tarde.',
        status: 'EM_ANDAMENTO',
        imagem: demoImage('ministries/people-6.svg'),
      },
    ],
  },
];
