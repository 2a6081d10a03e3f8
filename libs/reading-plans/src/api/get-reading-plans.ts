import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-reading-plans';
import { READING_PLANS_PAGE_SIZE, readingPlansKeys } from './reading-plans-keys';
import { retryUnlessNotFound } from '@church/data-access';

/** A page of the church's plans (Discover). */
export function useReadingPlans(page: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: readingPlansKeys.plans(church.slug, page),
    queryFn: async () =>
      unwrap(api.GET('/igreja/{slug}/plano-leitura/', { params: { path: { slug: church.slug }, query: { page, limit: READING_PLANS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** One of the church's plans, day by day; nothing is asked while `uuid` is null. */
export function useReadingPlan(uuid: string | null) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: readingPlansKeys.plan(church.slug, uuid ?? ''),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/plano-leitura/{plano}', { params: { path: { slug: church.slug, plano: uuid ?? '' } } }))).plano,
    enabled: uuid !== null,
    retry: retryUnlessNotFound,
  });
}
