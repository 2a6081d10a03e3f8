import type { ChatOracao } from '@church/contracts-chat';
import { neverAnswer, problem, serverError } from '@church/testing/mock-api';
import { chatHttp, RUTH, SAMUEL, storyChannel, storyMember, storyMessage } from './chat-api';

/** Two prayer conversations of the story's broadcast: Ruth's awaiting a host, Samuel's answered. */
export const storyPrayers = (): ChatOracao[] => [
  { canal: `oracao-7-${RUTH.id}`, participante: RUTH, total: 1, aguardando: true, ultimaMensagem: storyMessage(4, RUTH, 'Please pray for my mother, she is in hospital.') },
  {
    canal: `oracao-7-${SAMUEL.id}`,
    participante: SAMUEL,
    total: 2,
    aguardando: false,
    atendidaPor: { id: storyMember(true).id, nome: storyMember(true).nome, autenticado: true },
    ultimaMensagem: storyMessage(6, { id: storyMember(true).id, nome: storyMember(true).nome, autenticado: true }, 'We are praying with you now.'),
  },
];

/** Staff's list of the broadcast's prayer conversations: as given, never answered, or failing. */
export const prayersListed = (items: ChatOracao[] = storyPrayers()) => chatHttp.get('/igreja/{slug}/canais/{canal}/oracoes', ({ response }) => response(200).json({ itens: items }));
export const prayersLoading = () => chatHttp.get('/igreja/{slug}/canais/{canal}/oracoes', neverAnswer);
export const prayersFailing = () => chatHttp.get('/igreja/{slug}/canais/{canal}/oracoes', serverError);

/**
 * Every channel the story asks for, as the server answers `who`: staff read all of them, a viewer
 * everything but the hosts' channel (404, which is how the panel learns the reader is not staff).
 */
export const channelsFor = (who: 'staff' | 'viewer') =>
  chatHttp.get('/igreja/{slug}/canais/{canal}', ({ params, response }) => {
    if (params.canal.startsWith('anfitrioes-') && who === 'viewer') return response(404).json(problem(404, { code: 'CANAL_NAO_ENCONTRADO' }));
    const tipo = params.canal.split('-')[0] as 'transmissao' | 'anfitrioes' | 'oracao' | 'conteudo';
    return response(200).json(storyChannel({ id: params.canal, tipo, ...(tipo === 'transmissao' ? {} : { acesso: 'membros' }) }));
  });
