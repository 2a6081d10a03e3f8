import type { ChatConteudo } from '@church/contracts-chat';
import { neverAnswer, problem, serverError } from '@church/testing/mock-api';
import { chatHttp } from './chat-api';

const COURSE = { id: 12, nome: 'Online Course: Reading Romans' };

/** Three lessons of a course: the first written in lately with a reported message, the others quiet, the last not open yet. */
export const storyContents = (): ChatConteudo[] => [
  { canal: 'conteudo-12-31', evento: COURSE, conteudo: { id: 31, titulo: 'Welcome and introduction' }, aberto: true, mensagens: 14, denunciadas: 2, ultimaMensagemEm: '2026-11-29T10:42:00-03:00' },
  { canal: 'conteudo-12-32', evento: COURSE, conteudo: { id: 32, titulo: 'Romans 1-4: the gospel' }, aberto: true, mensagens: 0, denunciadas: 0 },
  { canal: 'conteudo-12-33', evento: COURSE, conteudo: { id: 33, titulo: 'Romans 5-8: life in the Spirit' }, aberto: false, mensagens: 0, denunciadas: 0 },
];

/** Staff's list of the content chats: as given, never answered, or failing. */
export const contentsListed = (items: ChatConteudo[] = storyContents()) => chatHttp.get('/igreja/{slug}/chat/conteudos', ({ response }) => response(200).json({ itens: items }));
export const contentsLoading = () => chatHttp.get('/igreja/{slug}/chat/conteudos', neverAnswer);
export const contentsFailing = () => chatHttp.get('/igreja/{slug}/chat/conteudos', serverError);
/** A member who is not staff asks for the list: 403, as the server answers. */
export const contentsForbidden = () =>
  chatHttp.get('/igreja/{slug}/chat/conteudos', ({ response }) => response(403).json(problem(403, { code: 'CHAT_SOMENTE_MODERADORES' })));
