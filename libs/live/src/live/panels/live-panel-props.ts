import type { TransmissaoAtual } from '@church/contracts-live';
import type { LivePanelProps } from '@church/routing';

/** What the panels are told of the broadcast on the stage (all empty when there is none). */
export function livePanelPropsOf(broadcast: TransmissaoAtual | undefined): LivePanelProps {
  if (!broadcast) return { broadcastId: null, live: false, title: null, startsAt: null, endsAt: null, passage: null, chat: null };
  return {
    broadcastId: broadcast.id,
    live: broadcast.etiqueta === 'ao_vivo',
    title: broadcast.titulo,
    startsAt: broadcast.dataInicio,
    endsAt: broadcast.dataFim,
    passage: broadcast.passagem,
    chat: broadcast.chat,
  };
}
