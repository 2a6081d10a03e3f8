import type {
  paths,
  PlanoAssinaturaConfiguracao,
  PlanoAssinatura,
  PlanoAssinaturaConteudo,
  PlanoAssinaturaHomeTag,
  Progresso,
  UsuarioPlanoAssinaturaConteudo,
} from '@church/contracts-play';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';
import { sampleContents, sampleHomeTags, samplePlans } from '../shared/sample-contents';

export const storyConfig: PlanoAssinaturaConfiguracao = {
  titulo: 'Grace Play',
  descricao: 'Films, series and teaching from Grace Community Church.',
  tipoVisibilidadeConteudo: 'assinantes',
  diasCarencia: 3,
};

/** The play contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const playApi = contractHttp<paths>();

/** `GET /igreja/{slug}/plano-assinatura-configuracao/`: the area's title and description. */
export const planConfig = (planoAssinaturaConfiguracao: PlanoAssinaturaConfiguracao = storyConfig) =>
  playApi.get('/igreja/{slug}/plano-assinatura-configuracao/', ({ response }) => response(200).json({ planoAssinaturaConfiguracao }));
/** A church that has not set its area up. */
export const planConfigMissing = () =>
  playApi.get('/igreja/{slug}/plano-assinatura-configuracao/', ({ response }) => response(404).json(problem(404, { code: 'ASSINATURA_NAO_CONFIGURADA' })));

/** `GET /igreja/{slug}/plano-assinatura/`: the given plans. */
export const planList = (planoAssinaturas: PlanoAssinatura[] = samplePlans) =>
  playApi.get('/igreja/{slug}/plano-assinatura/', ({ response }) => response(200).json({ planoAssinaturas }));
export const planListLoading = () => playApi.get('/igreja/{slug}/plano-assinatura/', neverAnswer);
export const planListFailing = () => playApi.get('/igreja/{slug}/plano-assinatura/', serverError);

/** `GET /igreja/{slug}/plano-assinatura-home/`: the home's rows. */
export const homeTags = (tags: PlanoAssinaturaHomeTag[] = sampleHomeTags) =>
  playApi.get('/igreja/{slug}/plano-assinatura-home/', ({ response }) => response(200).json({ tags }));
export const homeTagsLoading = () => playApi.get('/igreja/{slug}/plano-assinatura-home/', neverAnswer);
export const homeTagsFailing = () => playApi.get('/igreja/{slug}/plano-assinatura-home/', serverError);

/** Every word of the search in the content's title, description or tags (each as the start of a word). */
function matches(content: PlanoAssinaturaConteudo, busca: string): boolean {
  const words = `${content.titulo} ${content.descricao ?? ''} ${content.tags.join(' ')}`.toLowerCase().split(/[^a-z0-9]+/);
  return busca
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .every((term) => words.some((word) => word.startsWith(term)));
}

/**
 * `GET /plano-assinatura-conteudo/`: the given contents, filtered as the server does (featured, tag,
 * collection, search), one page of them; `onSearch` hears each search asked for.
 */
export const contentList = (contents: PlanoAssinaturaConteudo[] = sampleContents, { onSearch }: { onSearch?: (busca: string) => void } = {}) =>
  playApi.get('/plano-assinatura-conteudo/', ({ query, response }) => {
    const destaque = query.get('destaque');
    const tag = query.get('tag');
    const coletanea = query.get('coletanea');
    const busca = query.get('busca');
    if (busca !== null) onSearch?.(busca);
    const found = contents.filter(
      (content) =>
        (destaque === null || String(content.destaque) === destaque) &&
        (tag === null || content.tags.includes(tag)) &&
        (coletanea === null || content.coletanea?.id === Number(coletanea)) &&
        (busca === null || matches(content, busca)),
    );
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    return response(200).json({ planoAssinaturaConteudos: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit });
  });
export const contentListLoading = () => playApi.get('/plano-assinatura-conteudo/', neverAnswer);
export const contentListFailing = () => playApi.get('/plano-assinatura-conteudo/', serverError);

/** `GET /plano-assinatura-conteudo/{id}/`: the content with that id (a collection with its videos), else 404. */
export const contentItem = (contents: PlanoAssinaturaConteudo[] = sampleContents) =>
  playApi.get('/plano-assinatura-conteudo/{id}/', ({ params, response }) => {
    const content = contents.find((item) => item.id === Number(params.id));
    if (!content) return response(404).json(problem(404, { code: 'CONTEUDO_NAO_ENCONTRADO' }));
    const videos = content.tipo === 'coletanea' ? contents.filter((item) => item.coletanea?.id === content.id) : [];
    return response(200).json({ planoAssinaturaConteudo: { ...content, videos } });
  });
export const contentItemLoading = () => playApi.get('/plano-assinatura-conteudo/{id}/', neverAnswer);
export const contentItemFailing = () => playApi.get('/plano-assinatura-conteudo/{id}/', serverError);

/** `GET /usuario-plano-assinatura-progresso/`: the member's unfinished videos. */
export const continueWatching = (progressos: (Progresso & { planoAssinaturaConteudo: PlanoAssinaturaConteudo })[] = []) =>
  playApi.get('/usuario-plano-assinatura-progresso/', ({ response }) => response(200).json({ progressos }));

/** A video the member stopped at `segundos`. */
export const startedVideo = (content: PlanoAssinaturaConteudo, segundos: number) => ({
  segundos,
  concluido: false,
  dataAtualizacao: '2026-11-20T22:00:00.000Z',
  planoAssinaturaConteudo: content,
});

/**
 * The member's list as one store the story changes: `GET` answers it, `POST` adds to it (201, or 200
 * with the item there is), `DELETE` takes an item off (204, 404 for one not there).
 */
export function myList(initial: PlanoAssinaturaConteudo[] = [], contents: PlanoAssinaturaConteudo[] = sampleContents) {
  let nextId = 100;
  const items: UsuarioPlanoAssinaturaConteudo[] = initial.map((planoAssinaturaConteudo) => ({
    id: nextId++,
    dataCadastro: '2026-11-15T12:00:00.000Z',
    planoAssinaturaConteudo,
  }));
  return [
    playApi.get('/usuario-plano-assinatura-conteudo/', ({ response }) => response(200).json({ usuarioPlanoAssinaturaConteudos: [...items] })),
    playApi.post('/usuario-plano-assinatura-conteudo/', ({ query, response }) => {
      const id = Number(query.get('planoAssinaturaConteudo'));
      const there = items.find((item) => item.planoAssinaturaConteudo.id === id);
      if (there) return response(200).json({ usuarioPlanoAssinaturaConteudo: there });
      const content = contents.find((item) => item.id === id);
      if (!content) return response(404).json(problem(404, { code: 'CONTEUDO_NAO_ENCONTRADO' }));
      const item = { id: nextId++, dataCadastro: '2026-11-28T09:00:00.000Z', planoAssinaturaConteudo: content };
      items.unshift(item);
      return response(201).json({ usuarioPlanoAssinaturaConteudo: item });
    }),
    playApi.delete('/usuario-plano-assinatura-conteudo/{id}/', ({ params, response }) => {
      const index = items.findIndex((item) => item.id === Number(params.id));
      if (index < 0) return response(404).json(problem(404, { code: 'ITEM_NAO_ENCONTRADO' }));
      items.splice(index, 1);
      return response(204).empty();
    }),
  ];
}
export const myListFailing = () => playApi.get('/usuario-plano-assinatura-conteudo/', serverError);
/** Adding to the list fails (the server is down). */
export const addToMyListFailing = () => playApi.post('/usuario-plano-assinatura-conteudo/', serverError);
