import type { paths, Publicacao, PublicacaoResumo, PublicacaoTipo } from '@church/contracts-publications';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The publications contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const publicationsApi = contractHttp<paths>();

export const storyTypes: PublicacaoTipo[] = [
  { id: 1, nome: 'Weekly bulletins', slug: 'bulletins', descricao: 'What happens this week.', totalPublicacoes: 1 },
  { id: 2, nome: 'Articles', slug: 'articles', descricao: null, totalPublicacoes: 1 },
];

export const storyPublications: Publicacao[] = [
  {
    id: 1,
    titulo: 'Bulletin for All Saints Sunday',
    slug: 'bulletin-2026-11-01',
    tipo: { id: 1, nome: 'Weekly bulletins', slug: 'bulletins' },
    resumo: 'Communion and the harvest food drive.',
    imagem: { url: '/demo/publications/grace-1.svg', largura: 1200, altura: 630 },
    dataPublicacao: '2026-11-01T09:00:00.000Z',
    arquivo: { url: '/demo/publications/grace-bulletin.pdf', nome: 'bulletin-2026-11-01.pdf' },
    conteudo: '<h2>Order of service</h2><p>Prayer meeting on <strong>Wednesday</strong>.</p>',
  },
  {
    id: 2,
    titulo: 'Why we sing together',
    slug: 'why-we-sing',
    tipo: { id: 2, nome: 'Articles', slug: 'articles' },
    resumo: 'A short reflection on congregational singing.',
    imagem: null,
    dataPublicacao: '2026-10-20T09:00:00.000Z',
    arquivo: null,
    conteudo: '<p>Singing is a gift.</p>',
  },
];

const summaries: PublicacaoResumo[] = storyPublications.map(({ conteudo: _conteudo, ...summary }) => summary);

/** `GET /igreja/{slug}/publicacao-tipo/`: the given types as one page, out of `total`. */
export const publicationTypeList = (publicacaoTipos: PublicacaoTipo[] = storyTypes, total = publicacaoTipos.length) =>
  publicationsApi.get('/igreja/{slug}/publicacao-tipo/', ({ query, response }) =>
    response(200).json({ publicacaoTipos, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const publicationTypeListLoading = () => publicationsApi.get('/igreja/{slug}/publicacao-tipo/', neverAnswer);
export const publicationTypeListFailing = () => publicationsApi.get('/igreja/{slug}/publicacao-tipo/', serverError);

/** `GET /igreja/{slug}/publicacao/`: the given publications (of `?tipo=` when asked), as one page. */
export const publicationList = (publicacoes: PublicacaoResumo[] = summaries) =>
  publicationsApi.get('/igreja/{slug}/publicacao/', ({ query, response }) => {
    const type = query.get('tipo');
    const matching = type ? publicacoes.filter((publication) => publication.tipo.slug === type) : publicacoes;
    return response(200).json({
      publicacoes: matching,
      total: matching.length,
      page: Number(query.get('page') ?? 1),
      limit: Number(query.get('limit') ?? 10),
    });
  });
export const publicationListLoading = () => publicationsApi.get('/igreja/{slug}/publicacao/', neverAnswer);
export const publicationListFailing = () => publicationsApi.get('/igreja/{slug}/publicacao/', serverError);

/** `GET /igreja/{slug}/publicacao/{publicacaoSlug}`: the story publication with that slug, else 404. */
export const publicationItem = () =>
  publicationsApi.get('/igreja/{slug}/publicacao/{publicacaoSlug}', ({ params, response }) => {
    const publicacao = storyPublications.find((item) => item.slug === params.publicacaoSlug);
    return publicacao ? response(200).json({ publicacao }) : response(404).json(problem(404));
  });
export const publicationItemLoading = () => publicationsApi.get('/igreja/{slug}/publicacao/{publicacaoSlug}', neverAnswer);
export const publicationItemFailing = () => publicationsApi.get('/igreja/{slug}/publicacao/{publicacaoSlug}', serverError);
