import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-groups';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { groupsKeys, MEETINGS_PAGE_SIZE } from './groups-keys';
import { retryUnlessRefused } from './not-found';

/** One page of the group's meeting records (participants and staff only). */
export function useMeetings(id: number, page: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: groupsKeys.meetings(church.slug, id, page),
    queryFn: async () =>
      unwrap(api.GET('/igreja/{slug}/celula/{id}/reuniao-registro/', { params: { path: { slug: church.slug, id }, query: { page, limit: MEETINGS_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    enabled,
  });
}

/** One meeting record of the group. */
export function useMeeting(id: number, meetingId: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: groupsKeys.meeting(church.slug, id, meetingId),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/celula/{id}/reuniao-registro/{registroId}', { params: { path: { slug: church.slug, id, registroId: meetingId } } })),
    retry: retryUnlessRefused,
    enabled,
  });
}
