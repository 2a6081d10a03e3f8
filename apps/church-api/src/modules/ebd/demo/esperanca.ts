import { demoImage } from '@church/api-modules/church';
import type { EbdDemo } from './ebd-demo';

export const ESPERANCA_EBDS: EbdDemo[] = [
  {
    slug: 'cordeirinhos',
    nome: 'Cordeirinhos',
    faixaEtaria: '3 a 5 anos',
    professor: 'Camila Ferreira',
    sala: 'Sala 1',
    horario: '09:00',
    descricao: 'Histórias bíblicas, músicas e atividades manuais para os pequenos.',
    imagem: demoImage('ebd/blocks-1.svg'),
    licoes: [
      { titulo: 'Deus criou tudo', referenciaBiblica: 'Gênesis 1', resumo: 'Agradecemos a Deus pelo mundo que ele fez.' },
      { titulo: 'A arca de Noé', referenciaBiblica: 'Gênesis 6-9', resumo: 'Deus cumpre as suas promessas.' },
      { titulo: 'Davi e Golias', referenciaBiblica: '1 Samuel 17', resumo: 'Deus nos ajuda a ter coragem.' },
    ],
  },
  {
    slug: 'exploradores',
    nome: 'Exploradores da Bíblia',
    faixaEtaria: '6 a 11 anos',
    professor: 'Lucas Pereira',
    sala: 'Sala 2',
    horario: '09:00',
    descricao: 'As crianças exploram a grande história da Bíblia com jogos e versículos para decorar.',
    imagem: demoImage('ebd/people-3.svg'),
    licoes: [
      { titulo: 'A chamada de Abraão', referenciaBiblica: 'Gênesis 12', resumo: 'Seguir a Deus mesmo sem conhecer o caminho.' },
      { titulo: 'José perdoa os irmãos', referenciaBiblica: 'Gênesis 45', resumo: 'Deus transforma o mal em bem.' },
      { titulo: 'Moisés e a sarça ardente', referenciaBiblica: 'Êxodo 3', resumo: 'Deus nos conhece pelo nome.' },
    ],
  },
  {
    slug: 'jovens',
    nome: 'Classe de Jovens',
    faixaEtaria: '15 a 25 anos',
    professor: 'Pr. Ricardo Santos',
    sala: 'Auditório',
    horario: '09:00',
    descricao: 'Estudo do Evangelho de Marcos com espaço para perguntas sinceras.',
    imagem: demoImage('ebd/lamp-4.svg'),
    licoes: [
      { titulo: 'Quem é Jesus?', referenciaBiblica: 'Marcos 1', resumo: 'O princípio do evangelho.' },
      { titulo: 'Fé e dúvida', referenciaBiblica: 'Marcos 9:14-29', resumo: '"Eu creio; ajuda-me na minha incredulidade!"' },
    ],
  },
  {
    slug: 'fundamentos-da-fe',
    nome: 'Fundamentos da Fé',
    faixaEtaria: 'Adultos',
    professor: 'Pr. Marcos Oliveira',
    sala: 'Templo',
    horario: '09:00',
    descricao: 'Curso sobre as doutrinas básicas da fé cristã, para novos membros e para quem quer revisar.',
    imagem: demoImage('ebd/book-2.svg'),
    licoes: [
      { titulo: 'A Bíblia é confiável?', referenciaBiblica: '2 Timóteo 3:14-17', resumo: 'Como as Escrituras chegaram até nós.' },
      { titulo: 'O caráter de Deus', referenciaBiblica: 'Êxodo 34:6-7', resumo: 'Misericordioso, compassivo e justo.' },
      { titulo: 'A cruz', referenciaBiblica: 'Romanos 3:21-26', resumo: 'Por que Jesus precisou morrer.' },
      { titulo: 'A igreja', referenciaBiblica: 'Efésios 4:1-16', resumo: 'Um só corpo, muitos membros.' },
    ],
  },
];
