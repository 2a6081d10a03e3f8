import type { ChatItem, paths } from '@church/contracts-chat';
import { contractHttp, neverAnswer, serverError } from '@church/testing/mock-api';

/** The chat contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const chatApi = contractHttp<paths>();

export const storyItems: ChatItem[] = [
  { id: 2, titulo: 'Second item', descricao: 'What it is about.', dataCadastro: '2026-11-20T14:00:00.000Z' },
  { id: 1, titulo: 'First item', descricao: null, dataCadastro: '2026-11-10T14:00:00.000Z' },
];

/** `GET /igreja/{slug}/chat/`: the given items. */
export const chatList = (itens: ChatItem[] = storyItems) =>
  chatApi.get('/igreja/{slug}/chat/', ({ query, response }) =>
    response(200).json({ itens, total: itens.length, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );

export const chatListLoading = () => chatApi.get('/igreja/{slug}/chat/', neverAnswer);
export const chatListFailing = () => chatApi.get('/igreja/{slug}/chat/', serverError);
