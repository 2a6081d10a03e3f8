import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@church/data-access';
import { chatKeys } from './chat-keys';
import { type ChatApi, useChatApi } from './use-chat-api';

/** How often staff's list of content chats is read again (new messages and reports). */
const CONTENTS_REFRESH_MS = 15_000;

export function listChatContentsQueryOptions(api: ChatApi, slug: string) {
  return queryOptions({
    queryKey: chatKeys.contents(slug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/chat/conteudos', { params: { path: { slug } } }))).itens,
    refetchInterval: CONTENTS_REFRESH_MS,
  });
}

/** Staff: the chats of the church's exclusive event contents, the one written in last first. */
export function useChatContents() {
  const { api, slug } = useChatApi();
  return useQuery(listChatContentsQueryOptions(api, slug));
}
