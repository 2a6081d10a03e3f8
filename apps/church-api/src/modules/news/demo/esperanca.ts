import { demoImage } from '@church/api-modules/church';
import type { NewsDemo } from './news-demo';

export const ESPERANCA_NEWS: NewsDemo[] = [
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
];
