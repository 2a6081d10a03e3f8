import type { SetlistDoCulto } from '@church/contracts-praise';
import type { ScheduledService } from '@church/routing';
import { neverAnswer, serverError } from '@church/testing/mock-api';
import { praiseApi, storySetlist } from '../mocks/praise-api';

/** Three services on the schedule's screen: the first two with songs, the third without. */
export const storyServices: ScheduledService[] = [
  { id: 101, title: 'Sunday Morning Worship', startsAt: '2026-11-22T09:00:00-05:00', endsAt: '2026-11-22T10:15:00-05:00' },
  { id: 102, title: 'Sunday Contemporary Service', startsAt: '2026-11-22T11:00:00-05:00', endsAt: '2026-11-22T12:15:00-05:00' },
  { id: 103, title: 'Midweek Prayer Meeting', startsAt: '2026-11-25T19:00:00-05:00', endsAt: '2026-11-25T20:00:00-05:00' },
];

export const storyServiceSetlists: SetlistDoCulto[] = [
  { culto: 101, louvores: storySetlist },
  { culto: 102, louvores: [{ id: 15, titulo: 'Doxology', autor: 'Thomas Ken', tom: null, ordem: 1 }] },
];

/**
 * `GET /igreja/{slug}/cultos/louvores?desde&ate`: the given setlists; `asked` records each call's
 * days, so that a story can show that the screen's services are read at once.
 */
export const serviceSetlists = (itens: SetlistDoCulto[] = storyServiceSetlists, asked: string[] = []) =>
  praiseApi.get('/igreja/{slug}/cultos/louvores', ({ query, response }) => {
    asked.push(`${query.get('desde')}..${query.get('ate')}`);
    return response(200).json({ itens });
  });
export const serviceSetlistsLoading = () => praiseApi.get('/igreja/{slug}/cultos/louvores', neverAnswer);
export const serviceSetlistsFailing = () => praiseApi.get('/igreja/{slug}/cultos/louvores', serverError);
