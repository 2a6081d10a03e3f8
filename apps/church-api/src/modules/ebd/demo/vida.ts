import { demoImage } from '@church/api-modules/church';
import type { EbdDemo } from './ebd-demo';

export const VIDA_EBDS: EbdDemo[] = [
  {
    slug: 'ninos',
    nome: 'Escuela dominical infantil',
    faixaEtaria: '4 a 11 años',
    professor: 'Lucía Martín',
    sala: 'Sala infantil',
    horario: '11:00',
    descricao: 'Historias bíblicas, canciones y manualidades durante el culto dominical.',
    imagem: demoImage('ebd/blocks-1.svg'),
    licoes: [
      { titulo: 'Dios lo creó todo', referenciaBiblica: 'Génesis 1', resumo: 'Damos gracias por el mundo que Dios hizo.' },
      { titulo: 'El arca de Noé', referenciaBiblica: 'Génesis 6-9', resumo: 'Dios cumple sus promesas.' },
    ],
  },
  {
    slug: 'adultos',
    nome: 'Estudio bíblico de adultos',
    faixaEtaria: 'Adultos',
    professor: 'Pastor Javier Ruiz',
    sala: 'Sala principal',
    horario: '10:00',
    descricao: 'Estudio de la carta a los Romanos antes del culto.',
    imagem: demoImage('ebd/book-2.svg'),
    licoes: [
      { titulo: 'El evangelio de Dios', referenciaBiblica: 'Romanos 1:1-17', resumo: 'Poder de Dios para salvación.' },
      { titulo: 'Justificados por la fe', referenciaBiblica: 'Romanos 5:1-11', resumo: 'Paz con Dios.' },
    ],
  },
];
