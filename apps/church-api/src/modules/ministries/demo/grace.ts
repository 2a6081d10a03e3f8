import { demoImage } from '@church/api-modules/church';
import type { MinistryDemo } from './ministry-demo';

export const GRACE_MINISTRIES: MinistryDemo[] = [
  {
    nome: 'Worship Ministry',
    descricao:
      'The worship ministry leads the church in song at every service: the choir, the band, the orchestra and the sound and media teams.\n\nWe rehearse on Tuesdays and Thursdays and welcome musicians of every level.',
    lider: 'Rachel Adams',
    contato: 'worship@gracechurch.test',
    imagem: demoImage('ministries/music-1.svg'),
    projetos: [
      {
        nome: 'Carols by Candlelight',
        objetivo: 'Invite 500 neighbours to hear the good news of Christmas in music.',
        descricao:
          'Choir, orchestra and congregation sing the story of Christmas. Volunteers are needed for ushering, refreshments and the children\'s choir.',
        status: 'EM_ANDAMENTO',
        imagem: demoImage('ministries/lamp-8.svg'),
      },
      {
        nome: 'New sound system for Cambridge',
        objetivo: 'Replace the twenty-year-old sound desk at Grace Cambridge.',
        descricao: 'The new digital desk was installed in September and the team has been trained to use it.',
        status: 'CONCLUIDO',
      },
    ],
  },
  {
    nome: 'Kids Ministry',
    descricao:
      'Sunday school, nursery and midweek clubs for children from birth to grade 6.\n\nEvery volunteer is background-checked and trained in our child protection policy.',
    lider: 'Emily Johnson',
    contato: 'kids@gracechurch.test',
    imagem: demoImage('ministries/blocks-2.svg'),
    projetos: [
      {
        nome: 'Holiday Bible Club',
        objetivo: 'Welcome 120 children from the neighbourhood for a week of games and Bible stories.',
        descricao: 'Planned for the first week of the summer holidays, with crafts, songs and a family barbecue on Friday.',
        status: 'PLANEJADO',
      },
      {
        nome: 'New nursery room',
        objetivo: 'A safe, bright room for babies and toddlers during the services.',
        descricao: 'The new nursery opened in October with cots, a changing area and a window onto the sanctuary.',
        status: 'CONCLUIDO',
      },
    ],
  },
  {
    nome: 'Compassion and Mercy',
    descricao:
      'We serve the city with food, clothing and friendship: the food pantry, the winter coat drive and visits to the elderly.',
    lider: 'Marcus Williams',
    contato: '+1 617 555 0150',
    imagem: demoImage('ministries/bread-5.svg'),
    projetos: [
      {
        nome: 'Weekly food pantry',
        objetivo: 'Provide groceries to 80 families every Saturday morning.',
        descricao:
          'The pantry opens on Saturdays from 9 to 11 in the Fellowship Hall. We need drivers to collect donations from local stores.',
        status: 'EM_ANDAMENTO',
        imagem: demoImage('ministries/bread-5.svg'),
      },
      {
        nome: 'Winter coat drive',
        objetivo: 'Collect 400 warm coats for people sleeping rough in Boston.',
        descricao: 'Bring clean coats, hats and gloves to the welcome desk until the end of December.',
        status: 'EM_ANDAMENTO',
      },
      {
        nome: 'Draft project',
        objetivo: 'Not ready.',
        descricao: 'Not ready.',
        status: 'PLANEJADO',
        publicado: false,
      },
    ],
  },
  {
    nome: 'Global Missions',
    descricao: 'We support missionaries and partner churches in Kenya, Brazil and Romania, and send short-term teams every summer.',
    lider: 'Pastor James Carter',
    contato: 'missions@gracechurch.test',
    imagem: demoImage('ministries/globe-4.svg'),
    projetos: [
      {
        nome: 'Kisumu school classrooms',
        objetivo: 'Build two classrooms for 80 more pupils at our partner school in Kenya.',
        descricao: 'Funds were raised on Missions Sunday; building begins in February with a team from Grace joining in June.',
        status: 'EM_ANDAMENTO',
        imagem: demoImage('ministries/house-7.svg'),
      },
    ],
  },
  {
    nome: 'Youth Ministry',
    descricao: 'Grace Youth gathers students in grades 7 to 12 on Friday nights and in small groups during the week.',
    lider: 'Pastor Michael Brooks',
    contato: 'youth@gracechurch.test',
    imagem: demoImage('ministries/people-6.svg'),
    projetos: [
      {
        nome: 'Summer camp in New Hampshire',
        objetivo: 'Take 60 students to a week of camp in the White Mountains.',
        descricao: 'Scholarships are available so that no student misses camp for lack of money.',
        status: 'PLANEJADO',
      },
    ],
  },
  {
    nome: 'Prayer Ministry',
    descricao: 'Intercessors pray for the church and the city, and keep the prayer wall answered every week.',
    lider: 'Dorothy Evans',
    contato: 'prayer@gracechurch.test',
    imagem: demoImage('ministries/hands-3.svg'),
    projetos: [],
  },
  {
    nome: 'Draft ministry',
    descricao: 'Not ready.',
    lider: 'Nobody',
    contato: 'nobody@gracechurch.test',
    publicado: false,
    projetos: [],
  },
];
