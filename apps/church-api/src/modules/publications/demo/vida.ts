import type { PublicationsDemo } from './publications-demo';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

/** Publications are switched off for vida (MOD_PUBLICACAO), so it has only a few. */
export const VIDA_PUBLICATIONS: PublicationsDemo = {
  types: [
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
};
