/** What a demo church's video area is made of, in its language; the catalogue itself is generated from it. */
export interface PlayDemoArea {
  titulo: string;
  descricao: string;
  plans: { codigo: string; nome: string; descricao: string; periodicidade: 'mensal' | 'anual'; valor: number; taxaAdesao: number; diasTeste: number }[];
  /** Coupons a member may type at the checkout: a percentage off the first periods. */
  coupons: { codigo: string; percentual: number; periodos: number }[];
  /** The home's rows: tag and title. */
  rows: [string, string][];
  /** Series (each a collection) and the topics their videos take, combined into titles. */
  series: string[];
  topics: string[];
  /** How a video's title is written from its series and topic. */
  title: (series: string, topic: string, part: number) => string;
  description: (series: string, topic: string) => string;
  /** How many contents to make: collections first (one per series), then their videos, then single videos. */
  size: number;
}

export const PLAY_DEMO_AREAS: Record<string, PlayDemoArea> = {
  grace: {
    titulo: 'Grace Play',
    descricao: 'Sermons, studies and worship from Grace Community Church, whenever you want them.',
    plans: [
      { codigo: 'GRACE-MONTHLY', nome: 'Monthly', descricao: 'Every video, renewed each month. Cancel at any time.', periodicidade: 'mensal', valor: 999, taxaAdesao: 0, diasTeste: 7 },
      { codigo: 'GRACE-YEARLY', nome: 'Yearly', descricao: 'Every video for a year: two months free.', periodicidade: 'anual', valor: 9990, taxaAdesao: 0, diasTeste: 7 },
    ],
    coupons: [{ codigo: 'WELCOME50', percentual: 50, periodos: 3 }],
    rows: [
      ['sermons', 'Sunday sermons'],
      ['bible-study', 'Bible studies'],
      ['worship', 'Worship nights'],
      ['family', 'For families'],
      ['youth', 'Youth'],
    ],
    series: ['The Sermon on the Mount', 'Psalms for Every Season', 'Acts: The Church Begins', 'Parables of Jesus', 'Romans Road', 'Heroes of Faith', 'Fruit of the Spirit', 'The Lord’s Prayer', 'Letters to the Churches', 'Genesis Foundations'],
    topics: ['Hope', 'Grace', 'Forgiveness', 'Courage', 'Prayer', 'Joy', 'Peace', 'Faithfulness', 'Patience', 'Kindness', 'Mercy', 'Justice', 'Wisdom', 'Rest', 'Generosity', 'Love', 'Trust', 'Humility', 'Gratitude', 'Community'],
    title: (series, topic, part) => `${series} ${part}: ${topic}`,
    description: (series, topic) => `What ${series.toLowerCase()} teaches about ${topic.toLowerCase()}, with questions for your small group.`,
    size: 500,
  },
  esperanca: {
    titulo: 'Esperança Play',
    descricao: 'Pregações, estudos e louvor da Igreja Esperança, quando você quiser.',
    plans: [
      { codigo: 'ESP-MENSAL', nome: 'Mensal', descricao: 'Todos os vídeos, renovado a cada mês.', periodicidade: 'mensal', valor: 1990, taxaAdesao: 500, diasTeste: 7 },
      { codigo: 'ESP-ANUAL', nome: 'Anual', descricao: 'Todos os vídeos por um ano.', periodicidade: 'anual', valor: 19900, taxaAdesao: 0, diasTeste: 0 },
    ],
    coupons: [{ codigo: 'BEMVINDO', percentual: 20, periodos: 2 }],
    rows: [
      ['pregacoes', 'Pregações de domingo'],
      ['estudos', 'Estudos bíblicos'],
    ],
    series: ['Salmos para cada estação', 'Parábolas de Jesus'],
    topics: ['Esperança', 'Graça', 'Perdão', 'Oração', 'Alegria', 'Paz'],
    title: (series, topic, part) => `${series} ${part}: ${topic}`,
    description: (series, topic) => `O que ${series.toLowerCase()} ensina sobre ${topic.toLowerCase()}.`,
    size: 14,
  },
  vida: {
    titulo: 'Vida Play',
    descricao: 'Predicaciones, estudios y alabanza de la Iglesia Vida, cuando quieras.',
    plans: [{ codigo: 'VIDA-MENSUAL', nome: 'Mensual', descricao: 'Todos los vídeos, renovado cada mes.', periodicidade: 'mensal', valor: 799, taxaAdesao: 0, diasTeste: 0 }],
    coupons: [{ codigo: 'BIENVENIDA', percentual: 25, periodos: 1 }],
    rows: [
      ['predicaciones', 'Predicaciones del domingo'],
      ['estudios', 'Estudios bíblicos'],
    ],
    series: ['Salmos para cada estación', 'Parábolas de Jesús'],
    topics: ['Esperanza', 'Gracia', 'Perdón', 'Oración', 'Alegría', 'Paz'],
    title: (series, topic, part) => `${series} ${part}: ${topic}`,
    description: (series, topic) => `Lo que ${series.toLowerCase()} enseña sobre ${topic.toLowerCase()}.`,
    size: 14,
  },
};
