import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-chat';
import { CHAT_PAGE_SIZE, chatKeys } from './chat-keys';

export function getChatItemsQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: chatKeys.list(slug),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/chat/', { params: { path: { slug }, query: { limit: CHAT_PAGE_SIZE } } })),
  });
}

/** The church's items, newest first. */
export function useChatItems() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getChatItemsQueryOptions(moduleApi<paths>(clients), church.slug));
}
