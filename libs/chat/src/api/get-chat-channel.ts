import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, unwrap } from '@church/data-access';
import { chatKeys } from './chat-keys';
import { type ChatApi, useChatApi } from './use-chat-api';

const OPENING_CHECK_MS = 30_000;

export function getChatChannelQueryOptions(api: ChatApi, slug: string, channel: string) {
  return queryOptions({
    queryKey: chatKeys.channel(slug, channel),
    queryFn: () => unwrap(api.GET('/igreja/{slug}/canais/{canal}', { params: { path: { slug, canal: channel } } })),
    // A channel that does not exist will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
    // A chat that opens later is read again now and then, so that it opens on screen without a reload.
    refetchInterval: (query) => {
      const channel = query.state.data;
      return channel && !channel.aberto && Date.parse(channel.abreEm) > Date.now() ? OPENING_CHECK_MS : false;
    },
  });
}

/** A channel: who may chat in it, and whether it is open now. */
export function useChatChannel(channel: string) {
  const { api, slug } = useChatApi();
  return useQuery(getChatChannelQueryOptions(api, slug, channel));
}
