import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@church/data-access';
import { chatKeys } from './chat-keys';
import { type ChatApi, useChatApi } from './use-chat-api';

/** How often staff's list of prayer conversations is read again (new requests and answers). */
const PRAYERS_REFRESH_MS = 5_000;

export function listChatPrayersQueryOptions(api: ChatApi, slug: string, liveChannel: string) {
  return queryOptions({
    queryKey: chatKeys.prayers(slug, liveChannel),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/canais/{canal}/oracoes', { params: { path: { slug, canal: liveChannel } } }))).itens,
    refetchInterval: PRAYERS_REFRESH_MS,
  });
}

/** Staff: the broadcast's private prayer conversations (`liveChannel` its live chat), the latest first. */
export function useChatPrayers(liveChannel: string) {
  const { api, slug } = useChatApi();
  return useQuery(listChatPrayersQueryOptions(api, slug, liveChannel));
}
