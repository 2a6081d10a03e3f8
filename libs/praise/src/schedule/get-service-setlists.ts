import { useQuery } from '@tanstack/react-query';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-praise';
import type { ScheduledService } from '@church/routing';
import { praiseKeys } from '../api/praise-keys';

/**
 * The days the services on the schedule's screen start on, first and last: their dates carry the
 * church's offset, so their first ten characters are the church's own days. Null without services.
 */
export function daysOf(services: readonly ScheduledService[]): { desde: string; ate: string } | null {
  const days = services.map((service) => service.startsAt.slice(0, 10)).sort();
  const [desde, ate] = [days[0], days.at(-1)];
  return desde && ate ? { desde, ate } : null;
}

/**
 * The setlists of the services on the schedule's screen, in one read for all of them (every service's
 * extra asks with the same days, so the query is shared): the services that have songs.
 */
export function useServiceSetlists(services: readonly ScheduledService[]) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  const days = daysOf(services);
  return useQuery({
    queryKey: [...praiseKeys.all(church.slug), 'service-setlists', days?.desde, days?.ate] as const,
    queryFn: async () => {
      if (!days) return [];
      return (await unwrap(api.GET('/igreja/{slug}/cultos/louvores', { params: { path: { slug: church.slug }, query: days } }))).itens;
    },
    enabled: days !== null,
  });
}
