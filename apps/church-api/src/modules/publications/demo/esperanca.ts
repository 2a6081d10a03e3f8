import type { PublicationsDemo } from './publications-demo';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

export const ESPERANCA_PUBLICATIONS: PublicationsDemo = {
  types: [
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
};
