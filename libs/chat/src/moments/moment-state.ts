import type { ChatMomento, ChatMomentoResposta } from '@church/contracts-chat';
import type { ChatMomentFrame } from '../live/chat-frame';

/**
 * What changes the open moment on this screen: the server's frames, a read of the channel (after
 * joining or reconnecting: frames sent meanwhile were missed), and the reader's own answer.
 */
export type MomentChange =
  | ChatMomentFrame
  | { tipo: 'lido'; momento: ChatMomento | null }
  | { tipo: 'respondido'; id: string; resposta: ChatMomentoResposta };

/** The open moment after a change (null: none is open). */
export function nextMoment(moment: ChatMomento | null, change: MomentChange): ChatMomento | null {
  switch (change.tipo) {
    case 'lido':
      return change.momento;
    case 'momento_aberto':
      // The same moment told again keeps what this reader knows of it (their answer, staff's counts).
      return moment?.id === change.momento.id ? { ...change.momento, ...moment } : change.momento;
    case 'momento_encerrado':
      return moment?.id === change.id ? null : moment;
    case 'momento_respostas':
      return moment?.id === change.id ? { ...moment, respostas: change.respostas } : moment;
    case 'respondido':
      return moment?.id === change.id ? { ...moment, minhaResposta: change.resposta } : moment;
  }
}
