import { type ChurchContentSeed, demoImage } from './content-seed-types';

/** Igreja Esperança, São Paulo: Portuguese (Brazil), Brasília time. */
export const ESPERANCA_CONTENT: ChurchContentSeed = {
  fusoHorario: 'America/Sao_Paulo',
  services: [
    {
      weekday: 7,
      hour: 10,
      minute: 0,
      minutes: 90,
      titulo: 'Culto da Família',
      descricao: 'Louvor, oração e a Palavra para toda a família. Berçário e ministério infantil durante o culto.',
      local: 'Templo Liberdade, Rua da Glória, 250',
    },
    {
      weekday: 7,
      hour: 18,
      minute: 30,
      minutes: 90,
      titulo: 'Culto de Celebração',
      descricao: 'Culto de louvor e pregação expositiva, com Santa Ceia no primeiro domingo do mês.',
      local: 'Templo Liberdade, Rua da Glória, 250',
    },
    {
      weekday: 3,
      hour: 20,
      minute: 0,
      minutes: 60,
      titulo: 'Culto de Oração',
      descricao: 'Uma hora de oração pela igreja, pelas famílias e pela cidade de São Paulo.',
      local: 'Salão de Oração',
    },
    {
      weekday: 6,
      hour: 19,
      minute: 30,
      minutes: 120,
      titulo: 'Culto Jovem',
      descricao: 'Louvor, mensagem e comunhão para adolescentes e jovens.',
      local: 'Esperança Pinheiros, Rua dos Pinheiros, 900',
    },
  ],
  events: [
    {
      inDays: -15,
      hour: 9,
      minute: 0,
      minutes: 300,
      nome: 'Mutirão Solidário',
      descricao: 'Arrecadação e entrega de cestas básicas para as famílias da comunidade.',
      local: 'Pátio da igreja',
    },
    {
      inDays: 5,
      hour: 19,
      minute: 30,
      minutes: 150,
      nome: 'Noite de Louvor',
      descricao: 'Uma noite inteira de adoração com os ministérios de louvor das duas congregações.',
      local: 'Templo Liberdade, Rua da Glória, 250',
    },
    {
      inDays: 19,
      hour: 8,
      minute: 0,
      minutes: 600,
      nome: 'Retiro de Casais',
      descricao: 'Um dia de descanso, palestras e oração para casais. Almoço incluído.',
      local: 'Chácara Recanto da Paz, Ibiúna',
    },
  ],
  devotionals: [
    {
      titulo: 'Misericórdias que se renovam',
      referenciaBiblica: 'Lamentações 3:22-23',
      autor: 'Pr. Marcos Oliveira',
      imagem: demoImage('devotionals/sunrise-1.svg'),
      texto:
        '<p>Jeremias escreveu estas palavras diante de Jerusalém destruída. Mesmo assim, ele se lembrou de algo maior que a sua dor: <strong>as misericórdias do Senhor não têm fim</strong>.</p><p>Deus não nos dá a graça de ontem para os problemas de hoje. Suas misericórdias se renovam a cada manhã.</p><p><em>Oração:</em> Senhor, obrigado porque não enfrento este dia sozinho.</p>',
    },
    {
      titulo: 'Lâmpada para os meus pés',
      referenciaBiblica: 'Salmos 119:105',
      autor: 'Ana Paula Souza',
      imagem: demoImage('devotionals/lamp-5.svg'),
      texto:
        '<p>Uma lâmpada antiga iluminava apenas alguns passos do caminho. Deus nem sempre nos mostra o mapa inteiro, mas sempre dá luz suficiente para obedecer hoje.</p><ul><li>Leia Salmos 119:105-112 com calma.</li><li>Anote um passo de obediência para hoje.</li></ul>',
    },
    {
      titulo: 'Não andeis ansiosos',
      referenciaBiblica: 'Filipenses 4:6-7',
      autor: 'Pr. Marcos Oliveira',
      imagem: demoImage('devotionals/hands-6.svg'),
      texto:
        '<p>Paulo não manda os filipenses se esforçarem mais para não ficar ansiosos. Ele os convida a <strong>orar por tudo</strong>, com ações de graças.</p><p>A promessa não é que todo problema desapareça, mas que a paz de Deus guardará o nosso coração e a nossa mente em Cristo Jesus.</p>',
    },
    {
      titulo: 'Como árvore plantada junto às águas',
      referenciaBiblica: 'Jeremias 17:7-8',
      autor: 'Juliana Costa',
      imagem: demoImage('devotionals/tree-4.svg'),
      texto:
        '<p>A árvore plantada junto ao ribeiro não teme o calor. Suas folhas continuam verdes porque suas raízes alcançam o que os olhos não veem.</p><p>Tempo com Deus na oração e na Palavra nunca é perdido: é ali que as raízes crescem.</p>',
    },
    {
      titulo: 'Vinde a mim',
      referenciaBiblica: 'Mateus 11:28-30',
      autor: 'Pr. Ricardo Santos',
      texto:
        '<p>Jesus fala aos cansados, não aos fortes. Seu convite não é para uma nova lista de exigências, mas para ele mesmo: <em>vinde a mim</em>.</p><p>Entregue a ele hoje o peso que você está carregando.</p>',
    },
    {
      titulo: 'O Bom Pastor',
      referenciaBiblica: 'João 10:11-15',
      autor: 'Ana Paula Souza',
      imagem: demoImage('devotionals/path-3.svg'),
      texto:
        '<p>O mercenário foge quando vem o lobo. O bom pastor permanece e dá a vida pelas ovelhas.</p><p>Você não é um número para Jesus. Ele conhece você pelo nome.</p>',
    },
  ],
  news: [
    {
      daysAgo: 2,
      titulo: 'Cantata de Natal: ensaios começam no sábado',
      resumo: 'O coral e a orquestra convidam todos que queiram participar da Cantata de Natal.',
      imagem: demoImage('news/music-3.svg'),
      texto:
        '<p>Os ensaios da <strong>Cantata de Natal</strong> acontecem aos sábados, às 15h, no templo da Liberdade.</p><p>Todas as vozes são bem-vindas. Fale com a ministra Débora após o culto.</p>',
    },
    {
      daysAgo: 6,
      titulo: 'Mutirão entregou 350 cestas básicas',
      resumo: 'Obrigado a todos os voluntários que serviram no Mutirão Solidário.',
      imagem: demoImage('news/bread-5.svg'),
      texto:
        '<p>Com a ajuda de mais de 80 voluntários, o Mutirão Solidário entregou <strong>350 cestas básicas</strong> a famílias da Liberdade e do Glicério.</p><p>A próxima edição será em março.</p>',
    },
    {
      daysAgo: 11,
      titulo: 'Inscrições abertas para as células de 2027',
      resumo: 'Mais de 30 células se reúnem nas casas em toda a cidade. Encontre a sua.',
      imagem: demoImage('news/people-1.svg'),
      texto:
        '<p>As células são o melhor lugar para fazer amigos e crescer na fé. Temos grupos em todas as regiões de São Paulo, em todos os dias da semana.</p><p>Procure a recepção após o culto para se inscrever.</p>',
    },
    {
      daysAgo: 18,
      titulo: 'Batismos no primeiro domingo de dezembro',
      resumo: 'Quer ser batizado? Participe da classe de preparação aos domingos à tarde.',
      texto:
        '<p>Celebraremos batismos nos dois cultos do primeiro domingo de dezembro.</p><p>A classe de preparação acontece aos domingos, às 16h, na sala 3.</p>',
    },
    {
      daysAgo: 25,
      titulo: 'Reforma do templo de Pinheiros concluída',
      resumo: 'A congregação de Pinheiros ganhou um salão maior e acessibilidade completa.',
      imagem: demoImage('news/house-2.svg'),
      texto:
        '<p>A reforma do templo de Pinheiros foi concluída com rampa de acesso, banheiros adaptados e um salão para 300 pessoas.</p><p>Agradecemos a Deus e a cada irmão que contribuiu.</p>',
    },
    {
      daysAgo: 34,
      titulo: 'Missões: nova parceria no sertão da Bahia',
      resumo: 'A igreja passa a apoiar uma congregação em Juazeiro.',
      imagem: demoImage('news/globe-4.svg'),
      texto:
        '<p>A partir de janeiro, a Igreja Esperança apoiará a plantação de uma igreja em Juazeiro, na Bahia.</p><p>Uma equipe de voluntários viajará em julho para ajudar na escola bíblica de férias.</p>',
    },
  ],
  ministries: [
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
  ],
  ebds: [
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
  ],
};
