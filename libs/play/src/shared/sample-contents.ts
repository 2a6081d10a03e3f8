import type { PlanoAssinatura, PlanoAssinaturaConteudo, PlanoAssinaturaHomeTag } from '@church/contracts-play';

/** A video of the samples, with what it does not say filled in. */
const video = (id: number, titulo: string, fields: Partial<PlanoAssinaturaConteudo> = {}): PlanoAssinaturaConteudo => ({
  id,
  tipo: 'video',
  titulo,
  descricao: null,
  tags: [],
  destaque: false,
  tipoVisibilidadeConteudo: 'assinantes',
  duracaoSegundos: 1800,
  imagem: null,
  dataPublicacao: '2026-11-01T14:00:00.000Z',
  coletanea: null,
  ...fields,
});

/** The contents the stories browse: a featured film, a collection and its videos, a few teachings. */
export const sampleContents: PlanoAssinaturaConteudo[] = [
  video(1, 'The Prodigal Returns', {
    descricao: 'A short film on the parable of the lost son.',
    tags: ['films', 'family'],
    destaque: true,
    imagem: '/demo/banners/grace-1.svg',
    duracaoSegundos: 3120,
  }),
  {
    ...video(2, 'Foundations of Faith', { descricao: 'Twelve lessons for new believers.', tags: ['teaching'], destaque: true, duracaoSegundos: null }),
    tipo: 'coletanea',
  },
  video(3, 'Lesson 1: Grace', { descricao: 'What grace is, and what it is not.', tags: ['teaching'], coletanea: { id: 2, titulo: 'Foundations of Faith' } }),
  video(4, 'Lesson 2: Prayer', { descricao: 'Learning to pray with the Psalms.', tags: ['teaching', 'prayer'], coletanea: { id: 2, titulo: 'Foundations of Faith' } }),
  video(5, 'Kids Worship Party', { descricao: 'Songs and motions for the whole family.', tags: ['family', 'music'], tipoVisibilidadeConteudo: 'gratuito' }),
  video(6, 'Evening of Hymns', { descricao: null, tags: ['music'], dataPublicacao: '2026-10-12T23:00:00.000Z' }),
];

/** The sample content with that id. */
export function contentById(id: number): PlanoAssinaturaConteudo {
  const content = sampleContents.find((item) => item.id === id);
  if (!content) throw new Error(`No sample content ${id}`);
  return content;
}

export const sampleHomeTags: PlanoAssinaturaHomeTag[] = [
  { tag: 'teaching', titulo: 'Teaching series' },
  { tag: 'music', titulo: 'Worship and music' },
];

export const samplePlans: PlanoAssinatura[] = [
  { id: 1, codigo: 'MENSAL', nome: 'Monthly', descricao: 'Every film and series, billed each month.', periodicidade: 'mensal', valor: 999, taxa: 0, taxaAdesao: 0, diasTeste: 7, moeda: 'USD' },
  { id: 2, codigo: 'ANUAL', nome: 'Yearly', descricao: null, periodicidade: 'anual', valor: 9900, taxa: 150, taxaAdesao: 500, diasTeste: 0, moeda: 'USD' },
];
