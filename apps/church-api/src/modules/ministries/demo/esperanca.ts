import { demoImage } from '@church/api-modules/church';
import type { MinistryDemo } from './ministry-demo';

export const ESPERANCA_MINISTRIES: MinistryDemo[] = [
  {
    nome: 'Ministério de Louvor',
    descricao:
      'O ministério de louvor conduz a igreja na adoração em todos os cultos: coral, banda, orquestra e equipe de som.\n\nEnsaiamos às terças e quintas e recebemos músicos de todos os níveis.',
    lider: 'Débora Lima',
    contato: 'louvor@esperanca.test',
    imagem: demoImage('ministries/music-1.svg'),
    projetos: [
      {
        nome: 'Cantata de Natal',
        objetivo: 'Apresentar a mensagem do Natal a 800 pessoas da vizinhança.',
        descricao: 'Coral, orquestra e crianças contam a história do Natal em música no templo da Liberdade.',
        status: 'EM_ANDAMENTO',
        imagem: demoImage('ministries/lamp-8.svg'),
      },
    ],
  },
  {
    nome: 'Ministério Infantil',
    descricao: 'Escola bíblica, berçário e atividades para crianças de 0 a 11 anos, com professores treinados.',
    lider: 'Camila Ferreira',
    contato: 'criancas@esperanca.test',
    imagem: demoImage('ministries/blocks-2.svg'),
    projetos: [
      {
        nome: 'Escola Bíblica de Férias',
        objetivo: 'Receber 150 crianças do bairro por uma semana de histórias bíblicas e brincadeiras.',
        descricao: 'Acontece na primeira semana de janeiro, com lanche, oficinas e uma festa para as famílias no sábado.',
        status: 'PLANEJADO',
      },
    ],
  },
  {
    nome: 'Ação Social',
    descricao: 'Servimos a cidade com cestas básicas, roupas, reforço escolar e visitas a idosos.',
    lider: 'José Almeida',
    contato: '+55 11 3333-0150',
    imagem: demoImage('ministries/bread-5.svg'),
    projetos: [
      {
        nome: 'Reforço escolar',
        objetivo: 'Ajudar 60 crianças da comunidade com as tarefas da escola.',
        descricao: 'Voluntários atendem as crianças às terças e quintas à tarde, com lanche.',
        status: 'EM_ANDAMENTO',
        imagem: demoImage('ministries/blocks-2.svg'),
      },
      {
        nome: 'Mutirão Solidário',
        objetivo: 'Entregar 300 cestas básicas antes do Natal.',
        descricao: 'A meta foi superada: 350 cestas foram entregues em novembro.',
        status: 'CONCLUIDO',
      },
    ],
  },
  {
    nome: 'Missões',
    descricao: 'Apoiamos missionários no Brasil e no exterior e enviamos equipes de curta duração todos os anos.',
    lider: 'Pr. Ricardo Santos',
    contato: 'missoes@esperanca.test',
    imagem: demoImage('ministries/globe-4.svg'),
    projetos: [
      {
        nome: 'Igreja em Juazeiro',
        objetivo: 'Apoiar a plantação de uma igreja no sertão da Bahia.',
        descricao: 'Apoio mensal ao pastor local e uma viagem missionária em julho.',
        status: 'PLANEJADO',
        imagem: demoImage('ministries/house-7.svg'),
      },
    ],
  },
];
