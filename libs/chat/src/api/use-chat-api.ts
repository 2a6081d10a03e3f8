import type { paths } from '@church/contracts-chat';
import { chatApi, useChurch, useDataAccess } from '@church/data-access';

/** The chat contract's client (`/chat/v1`, with the member's bearer when signed in) and the church's slug. */
export function useChatApi() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return { api: chatApi<paths>(clients), slug: church.slug };
}

export type ChatApi = ReturnType<typeof useChatApi>['api'];
