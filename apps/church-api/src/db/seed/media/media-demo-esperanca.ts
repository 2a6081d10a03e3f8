import type { DemoMedia } from './media-demo-types';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** Igreja Esperança (Português do Brasil). */
export const ESPERANCA_MEDIA: DemoMedia = {
  publicationTypes: [
    { slug: 'boletins', nome: 'Boletins', descricao: 'A liturgia, os avisos e os pedidos de oração de cada domingo.' },
    { slug: 'artigos', nome: 'Artigos', descricao: 'Reflexões e estudos escritos pelos pastores e pela liderança.' },
  ],
  publications: [
    ...[
      ['2026-11-01', 'Culto de Santa Ceia', 'Santa Ceia no culto das 18h e arrecadação de alimentos para o Sopão Solidário.'],
      ['2026-10-25', 'Domingo da Reforma', 'Pregação do pastor convidado Rev. Paulo Andrade e batismos no culto da manhã.'],
      ['2026-10-18', 'Domingo de Missões', 'Notícias dos missionários em Moçambique e almoço missionário após o culto.'],
      ['2026-10-11', 'Dia das Crianças', 'Culto especial com o ministério infantil e lanche para as famílias.'],
    ].map(([date, title, resumo], index) => ({
      tipo: 'boletins',
      slug: `boletim-${date}`,
      titulo: `Boletim: ${title}`,
      resumo: resumo as string,
      conteudo: `<h2>Liturgia</h2><ol><li>Prelúdio e acolhida</li><li>Louvor</li><li>Oração de confissão</li><li>Leitura bíblica</li><li>Mensagem</li><li>Ofertório</li><li>Bênção</li></ol><h2>Avisos</h2><p>${resumo}</p><p>Reunião de oração na <strong>quarta-feira às 20h</strong>. Células durante a semana em toda a cidade.</p>`,
      imagem: { url: `/demo/publications/esperanca-${(index % 2) + 1}.svg`, largura: 1200, altura: 630 },
      arquivo: { url: '/demo/publications/esperanca-bulletin.pdf', nome: `boletim-${date}.pdf` },
      dataPublicacao: day(date as string),
    })),
    ...[
      ['2026-10-20', 'esperanca-que-nao-decepciona', 'Esperança que não decepciona', 'Romanos 5 e a esperança que nasce no meio das tribulações.', '<p>Paulo não diz que a esperança nos livra das tribulações, mas que ela é <em>produzida</em> nelas: tribulação, perseverança, caráter, esperança.</p><p>Nesta semana, leia Romanos 5.1-11 e anote onde você tem visto essa cadeia na sua vida.</p>'],
      ['2026-10-06', 'a-igreja-nas-casas', 'A igreja nas casas', 'Por que as células são o coração da vida comunitária da Igreja Esperança.', '<p>Desde Atos 2, a igreja se reúne no templo e nas casas. Nas células, partilhamos a Palavra, a mesa e a vida.</p><ul><li>Mais de 40 células em São Paulo</li><li>Encontros semanais de uma hora e meia</li><li>Todos são bem-vindos</li></ul>'],
      ['2026-09-22', 'generosidade-alegre', 'Generosidade alegre', 'Deus ama quem dá com alegria: o que 2 Coríntios 9 ensina sobre ofertar.', '<p>A generosidade cristã não é obrigação pesada, mas resposta à graça recebida.</p>'],
    ].map(([date, slug, titulo, resumo, conteudo], index) => ({
      tipo: 'artigos',
      slug: slug as string,
      titulo: titulo as string,
      resumo: resumo as string,
      conteudo: conteudo as string,
      imagem: { url: `/demo/publications/esperanca-${(index % 2) + 3}.svg`, largura: 1200, altura: 630 },
      arquivo: null,
      dataPublicacao: day(date as string),
    })),
  ],
  // Esperança keeps its small-group studies for its members: visitors are asked to sign in.
  studiesPublic: false,
  studies: [
    ['2026-11-03', 'A videira verdadeira', 'João 15.1-17', 'Permanecer em Cristo é a fonte de uma vida que dá fruto.', ['O que significa permanecer em Jesus numa semana comum?', 'Onde você percebe Deus podando a sua vida?', 'Como Jesus descreve a amizade com ele nos versículos 12 a 17?']],
    ['2026-10-27', 'O bom pastor', 'João 10.1-18', 'Jesus conhece as suas ovelhas e dá a vida por elas.', ['Que vozes competem com a voz do Pastor na sua vida?', 'Que consolo o versículo 14 traz para você?', 'Como a célula pode cuidar de quem se afastou?']],
    ['2026-10-20', 'Água viva', 'João 4.1-42', 'Jesus encontra a mulher samaritana e atravessa todas as barreiras.', ['Que barreiras Jesus atravessou nessa conversa?', 'De que temos sede além de Deus?', 'Quem é o "samaritano" que preferimos evitar?']],
    ['2026-10-13', 'Não andeis ansiosos', 'Mateus 6.25-34', 'Confiar no Pai que alimenta as aves e veste os lírios.', ['Que preocupações estão no seu coração nesta semana?', 'O que significa buscar primeiro o Reino?', 'Como a célula pode ajudar a carregar as preocupações uns dos outros?']],
  ].map(([date, titulo, passagemBiblica, resumo, perguntas]) => ({
    titulo: titulo as string,
    passagemBiblica: passagemBiblica as string,
    resumo: resumo as string,
    conteudo: `<p>${resumo as string}</p><h3>Leitura</h3><p>Leiam <strong>${passagemBiblica as string}</strong> em voz alta e façam dois minutos de silêncio.</p><h3>Reflexão</h3><p>Cada um compartilha uma palavra ou frase que chamou a atenção, e por quê.</p><h3>Oração</h3><p>Encerrem orando em duplas uns pelos outros.</p>`,
    perguntas: perguntas as string[],
    dataEstudo: date as string,
  })),
  playlist: { titulo: 'Mensagens de domingo', descricao: 'Pregações e louvor da Igreja Esperança.' },
  videos: [
    ['youtube', 'Rq4Ws8Ne2Tb', '2026-11-01', 'Santa Ceia: o corpo partido por nós', 'Mensagem do pastor Marcos Oliveira em 1 Coríntios 11.'],
    ['youtube', 'Mk7Lo3Za9Uc', '2026-10-25', 'Somente a graça', 'Pregação do Domingo da Reforma em Efésios 2.'],
    ['vimeo', '884120775', '2026-10-18', 'Missões em Moçambique', 'Notícias e pedidos de oração dos nossos missionários.'],
    ['youtube', 'Dp2Vx6Hy1Gs', '2026-10-11', 'Deixai vir a mim as crianças', 'Culto especial do Dia das Crianças.'],
    ['youtube', 'Jt9Qe5Ri4Pw', '2026-10-04', 'Esperança que não decepciona', 'Romanos 5 e a esperança em meio às tribulações.'],
  ].map(([source, videoId, date, titulo, descricao], index) => ({
    source: source as 'youtube' | 'vimeo',
    videoId: videoId as string,
    titulo: titulo as string,
    descricao: descricao as string,
    thumbnail: { url: `/demo/videos/esperanca-${(index % 5) + 1}.svg`, largura: 640, altura: 360 },
    publishedAt: day(date as string),
  })),
  podcastFeed: '/demo/podcast/esperanca/feed.xml',
};
