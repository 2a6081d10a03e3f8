import type { ItemAgenda, paths } from '@church/contracts-schedule';
import { contractHttp, neverAnswer, serverError } from '@church/testing/mock-api';

/** The schedule contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const scheduleApi = contractHttp<paths>();

const TIME_ZONE = 'America/New_York';

export const storyItems: ItemAgenda[] = [
  {
    id: 1,
    tipo: 'CULTO',
    titulo: 'Sunday Morning Worship',
    descricao: null,
    dataInicio: '2026-11-22T09:00:00-05:00',
    dataFim: '2026-11-22T10:15:00-05:00',
    local: 'Main Sanctuary, 120 Tremont Street',
  },
  {
    id: 3,
    tipo: 'EVENTO',
    titulo: 'Worship Night',
    descricao: 'An evening of songs and prayer.',
    dataInicio: '2026-11-24T19:00:00-05:00',
    dataFim: '2026-11-24T21:00:00-05:00',
    local: 'Main Sanctuary',
  },
  {
    id: 4,
    tipo: 'CULTO',
    titulo: 'Christmas Eve Candlelight Service',
    dataInicio: '2026-12-24T18:00:00-05:00',
    dataFim: '2026-12-24T19:00:00-05:00',
    local: 'Main Sanctuary',
  },
];

/** `GET /igreja/{slug}/culto/?mes=`: the given items that fall in the asked month. */
export const monthSchedule = (items: ItemAgenda[] = storyItems) =>
  scheduleApi.get('/igreja/{slug}/culto/', ({ query, response }) => {
    const mes = query.get('mes') ?? '';
    return response(200).json({ mes, fusoHorario: TIME_ZONE, itens: items.filter((item) => item.dataInicio.startsWith(mes)) });
  });
export const monthScheduleLoading = () => scheduleApi.get('/igreja/{slug}/culto/', neverAnswer);
export const monthScheduleFailing = () => scheduleApi.get('/igreja/{slug}/culto/', serverError);

/** `GET /igreja/{slug}/culto/proximos/`: the given items as the coming days. */
export const comingDays = (items: ItemAgenda[] = storyItems.slice(0, 2)) =>
  scheduleApi.get('/igreja/{slug}/culto/proximos/', ({ response }) =>
    response(200).json({ inicio: '2026-11-21T00:00:00-05:00', fim: '2026-11-28T00:00:00-05:00', fusoHorario: TIME_ZONE, itens: items }),
  );
export const comingDaysLoading = () => scheduleApi.get('/igreja/{slug}/culto/proximos/', neverAnswer);
export const comingDaysFailing = () => scheduleApi.get('/igreja/{slug}/culto/proximos/', serverError);
