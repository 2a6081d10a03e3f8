import type { paths } from '@church/contracts-chat';
import { useContext, useMemo } from 'react';
import { chatApi, useChurch, useDataAccess } from '@church/data-access';
import { ChatCredentialContext } from '../private/chat-credential';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** The client whose calls carry `token` in `X-Chat-Token` unless they give one themselves (their `params.header` wins). */
function withCredential(api: ChatApi, token: string): ChatApi {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !METHODS.has(property) || typeof value !== 'function') return value;
      return (path: unknown, init?: { headers?: Record<string, string> }) => value.call(target, path, { ...init, headers: { 'x-chat-token': token, ...init?.headers } });
    },
  });
}

/** The chat contract's client (`/chat/v1`, with the member's bearer when signed in, and the screen's chat credential) and the church's slug. */
export function useChatApi() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const credential = useContext(ChatCredentialContext);
  const api = useMemo(() => {
    const client = chatApi<paths>(clients);
    return credential ? withCredential(client, credential) : client;
  }, [clients, credential]);
  return { api, slug: church.slug };
}

export type ChatApi = ReturnType<typeof chatApi<paths>>;
