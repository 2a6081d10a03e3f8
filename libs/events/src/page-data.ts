import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-events';
import { pageFromSearch, parseId } from '@church/routing';
import { EVENTS_PAGE_SIZE, HOME_EVENTS } from './api/events-keys';
import { getEventQueryOptions } from './api/get-event';
import { getEventsQueryOptions } from './api/get-events';

/** What the events pages need from the API, for the server to render them. */
export const eventsListPageData = pageData(({ searchParams, clients, church }) => [
  getEventsQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams), EVENTS_PAGE_SIZE),
]);

export const eventPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.eventId);
  return id === null ? [] : [getEventQueryOptions(moduleApi<paths>(clients), church.slug, id)];
});

/** What the home's "Upcoming events" needs. */
export const upcomingEventsPageData = pageData(({ clients, church }) => [getEventsQueryOptions(moduleApi<paths>(clients), church.slug, 1, HOME_EVENTS)]);
