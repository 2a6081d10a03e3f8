import type { ChatTokenAbly } from '@church/contracts-chat';
import { unwrap } from '@church/data-access';
import type { ChatApi } from './use-chat-api';

/**
 * A signed Ably token request for reading the channel through Ably (when its `transporte` is `ably`),
 * and the Ably channels it opens: with the reader's chat token, their own too; with a staff member's
 * bearer (sent by the client when signed in), staff's.
 */
export function requestAblyToken(api: ChatApi, slug: string, channel: string, token: string | null): Promise<ChatTokenAbly> {
  return unwrap(
    api.POST('/igreja/{slug}/canais/{canal}/ably-token', {
      params: { path: { slug, canal: channel }, header: token ? { 'x-chat-token': token } : {} },
    }),
  );
}
