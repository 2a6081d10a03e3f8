import type { ChatCanal, ChatMomento, ChatUsuario } from '@church/contracts-chat';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@church/data-access';
import { isLoggedInAtom, sessionStatusAtom, useAtomValue } from '@church/state';
import { chatKeys } from '../api/chat-keys';
import { joinChat } from '../api/join-chat';
import { useChatApi } from '../api/use-chat-api';
import { chatGuestNameAtom } from '../state/chat-guest-name-atom';
import { chatGuestTokensAtom, withGuestToken } from '../state/chat-guest-tokens-atom';

/**
 * Where the reader stands: `waiting` while a stored session is restored; `guest` until a guest gives a
 * name; `joined` with the person, the token their messages are signed with and the open moment as the
 * join read it (with their answer; staff's with the counts); `members-only` (a guest
 * on a members' channel); `closed`; `failed` (`invalidName` when the server refused the name).
 */
export type ChatSessionState =
  | { kind: 'waiting' | 'guest' | 'joining' | 'members-only' | 'closed' }
  | { kind: 'failed'; invalidName: boolean }
  | { kind: 'joined'; usuario: ChatUsuario; token: string; momento: ChatMomento | null };

export interface ChatSession {
  state: ChatSessionState;
  /** The name this tab chats under as a guest, if it has one. */
  guestName: string | null;
  /** A guest joins under this name (remembered for the tab). */
  joinAsGuest: (name: string) => void;
  /** Joins again (the token was refused): the new token, or null. */
  rejoin: () => Promise<string | null>;
  /** Tries the failed join again. */
  retry: () => void;
  /** The server said the channel closed: reload it. */
  channelClosed: () => void;
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.problem?.code : undefined);

/**
 * Joining a channel (§4 "Chat"): a signed-in member at once, as themselves; a guest once they give a
 * name (at once when this tab already has one); again when the sign-in changes. Each join's outcome
 * is kept under what it was made for (channel, person, attempt), so a late answer never counts for another.
 */
export function useChatSession(channel: ChatCanal): ChatSession {
  const { api, slug } = useChatApi();
  const queryClient = useQueryClient();
  const signedIn = useAtomValue(isLoggedInAtom);
  const restoring = useAtomValue(sessionStatusAtom) === 'restoring';
  const guestName = useAtomValue(chatGuestNameAtom);
  const setGuestName = useSetAtom(chatGuestNameAtom);
  const store = useStore();
  const [round, setRound] = useState(0);
  const [outcome, setOutcome] = useState<{ key: string; state: ChatSessionState } | null>(null);

  let person = guestName ? `guest:${guestName}` : 'guest';
  if (signedIn) person = 'member';
  else if (channel.acesso === 'membros') person = 'members-only';
  let settled: ChatSessionState | null = null;
  if (restoring) settled = { kind: 'waiting' };
  else if (!channel.aberto) settled = { kind: 'closed' };
  else if (person === 'members-only' || person === 'guest') settled = { kind: person };
  const key = `${channel.id} ${person} ${round}`;
  const name = signedIn ? undefined : (guestName ?? undefined);
  const state = settled ?? (outcome?.key === key ? outcome.state : { kind: 'joining' });

  /** One join, answered as the state it leads to (the caller keeps it under its key); a guest's token kept for the next. */
  const attemptJoin = useCallback(
    async (joinName: string | undefined): Promise<ChatSessionState> => {
      try {
        // The guest's tokens are read from the store as a join starts: each join keeps a new one, which must not be a reason to join again.
        const channelKey = `${slug} ${channel.id}`;
        const earlier = store.get(chatGuestTokensAtom);
        const answer = await joinChat(api, slug, channel.id, joinName, joinName === undefined ? undefined : earlier[channelKey]);
        if (!answer.usuario.autenticado) store.set(chatGuestTokensAtom, withGuestToken(store.get(chatGuestTokensAtom), channelKey, answer.token));
        return { kind: 'joined', usuario: answer.usuario, token: answer.token, momento: answer.canal.momento ?? null };
      } catch (error) {
        const code = codeOf(error);
        if (code === 'CHAT_FECHADO') return { kind: 'closed' };
        if (code === 'CHAT_SOMENTE_MEMBROS') return { kind: 'members-only' };
        return { kind: 'failed', invalidName: error instanceof ApiError && error.status === 400 };
      }
    },
    [api, slug, channel.id, store],
  );

  const keep = useCallback(
    (forKey: string, next: ChatSessionState) => {
      setOutcome({ key: forKey, state: next });
      // The channel closed since it was read: read it again, for when it opens or why it closed.
      if (next.kind === 'closed') void queryClient.invalidateQueries({ queryKey: chatKeys.channel(slug, channel.id) });
    },
    [queryClient, slug, channel.id],
  );

  const mustJoin = settled === null;
  useEffect(() => {
    if (!mustJoin) return;
    void attemptJoin(name).then((next) => keep(key, next));
  }, [mustJoin, key, name, attemptJoin, keep]);

  return {
    state,
    guestName,
    joinAsGuest: (typed) => {
      const trimmed = typed.trim();
      if (trimmed === guestName) setRound((value) => value + 1);
      else setGuestName(trimmed);
    },
    rejoin: async () => {
      const next = await attemptJoin(name);
      keep(key, next);
      return next.kind === 'joined' ? next.token : null;
    },
    retry: () => setRound((value) => value + 1),
    channelClosed: () => keep(key, { kind: 'closed' }),
  };
}
