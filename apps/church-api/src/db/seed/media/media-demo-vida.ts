import type { DemoMedia } from './media-demo-types';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/**
 * Iglesia Vida (español). Publications and studies are switched off for vida (MOD_PUBLICACAO and
 * MOD_CELULA), so it has a little of each; videos and the podcast have no module code and show.
 */
export const VIDA_MEDIA: DemoMedia = {
  publicationTypes: [
    { slug: 'boletines', nome: 'Boletines', descricao: 'El orden del culto y los anuncios de cada domingo.' },
    { slug: 'articulos', nome: 'Artículos', descricao: 'Reflexiones de los pastores y de la congregación.' },
  ],
  publications: [
    {
      tipo: 'boletines',
      slug: 'boletin-2026-11-01',
      titulo: 'Boletín del domingo de Santa Cena',
      resumo: 'Santa Cena en el culto de las 11 h y recogida de alimentos para el banco de Lavapiés.',
      conteudo: '<h2>Orden del culto</h2><ol><li>Bienvenida</li><li>Alabanza</li><li>Lectura bíblica</li><li>Predicación</li><li>Santa Cena</li><li>Bendición</li></ol>',
      imagem: { url: '/demo/publications/vida-1.svg', largura: 1200, altura: 630 },
      arquivo: null,
      dataPublicacao: day('2026-11-01'),
    },
    {
      tipo: 'articulos',
      slug: 'una-fe-para-madrid',
      titulo: 'Una fe para Madrid',
      resumo: 'Vivir el evangelio en una ciudad grande, diversa y acelerada.',
      conteudo: '<p>Jeremías pidió a los exiliados que buscaran la paz de la ciudad. Nosotros queremos hacer lo mismo en Madrid.</p>',
      imagem: { url: '/demo/publications/vida-3.svg', largura: 1200, altura: 630 },
      arquivo: null,
      dataPublicacao: day('2026-10-18'),
    },
  ],
  studiesPublic: true,
  studies: [
    {
      titulo: 'La vid verdadera',
      passagemBiblica: 'Juan 15:1-17',
      resumo: 'Permanecer en Cristo como fuente de una vida con fruto.',
      conteudo: '<p>Permanecer en Cristo como fuente de una vida con fruto.</p><h3>Leer</h3><p>Leed <strong>Juan 15:1-17</strong> en voz alta.</p>',
      perguntas: ['¿Qué significa permanecer en Jesús en una semana normal?', '¿Dónde notas que Dios te está podando?'],
      dataEstudo: '2026-11-02',
    },
    {
      titulo: 'El buen pastor',
      passagemBiblica: 'Juan 10:1-18',
      resumo: 'Jesús conoce a sus ovejas y da la vida por ellas.',
      conteudo: '<p>Jesús conoce a sus ovejas y da la vida por ellas.</p>',
      perguntas: ['¿Qué voces compiten con la voz del Pastor?', '¿Cómo podemos cuidar a quien se ha alejado?'],
      dataEstudo: '2026-10-26',
    },
  ],
  playlist: { titulo: 'Predicaciones del domingo', descricao: 'Mensajes y alabanza de la Iglesia Vida.' },
  videos: [
    ['youtube', 'Va3Ld7Pm2Xe', '2026-11-01', 'La mesa del Señor', 'El pastor Javier Ruiz predica sobre 1 Corintios 11.'],
    ['youtube', 'Gs8Rc1Tn6Ko', '2026-10-25', 'Solo por gracia', 'Mensaje del domingo de la Reforma en Efesios 2.'],
    ['vimeo', '882650431', '2026-10-18', 'Noche de alabanza', 'Canciones y oraciones de nuestra noche de alabanza de octubre.'],
    ['youtube', 'Ph5Wy9Bq3Ju', '2026-10-11', 'El buen samaritano hoy', 'Lucas 10 y lo que significa ser prójimo en Lavapiés.'],
  ].map(([source, videoId, date, titulo, descricao], index) => ({
    source: source as 'youtube' | 'vimeo',
    videoId: videoId as string,
    titulo: titulo as string,
    descricao: descricao as string,
    thumbnail: { url: `/demo/videos/vida-${(index % 5) + 1}.svg`, largura: 640, altura: 360 },
    publishedAt: day(date as string),
  })),
  podcastFeed: '/demo/podcast/vida/feed.xml',
};
