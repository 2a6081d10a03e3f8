import type { ChatReacao, ChatReacoes } from '@church/contracts-chat';
import { useEffect, useRef, useState } from 'react';
import { ApiError, retryAfterSeconds } from '@church/data-access';
import { reactInChat } from '../api/react-in-chat';
import { useChatApi } from '../api/use-chat-api';

/** How long the "slow down" note stays after the server's 429, at least. */
const SLOW_DOWN_MS = 3000;

/**
 * The reader's reactions: each shown at once (one more on the totals the server last sent), then the
 * server's totals; the server's limit per person shows as a short note instead.
 */
export function useReactions(channel: string, serverTotals: ChatReacoes | null, token: string | null) {
  const { api, slug } = useChatApi();
  const [own, setOwn] = useState<{ base: ChatReacoes | null; added: ChatReacoes } | null>(null);
  const [slowDown, setSlowDown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The reader's own reactions count on top of the totals they were added to, until newer totals come.
  const added = own && own.base === serverTotals ? own.added : null;
  const totals = serverTotals && added ? { amem: serverTotals.amem + added.amem, coracao: serverTotals.coracao + added.coracao, oracao: serverTotals.oracao + added.oracao } : serverTotals;

  const react = async (reaction: ChatReacao) => {
    setOwn((current) => {
      const base = current && current.base === serverTotals ? current.added : { amem: 0, coracao: 0, oracao: 0 };
      return { base: serverTotals, added: { ...base, [reaction]: base[reaction] + 1 } };
    });
    try {
      await reactInChat(api, slug, channel, reaction, token);
    } catch (error) {
      // Not counted: take back that one (if the totals it was added to are still the newest).
      setOwn((current) => (current ? { ...current, added: { ...current.added, [reaction]: Math.max(0, current.added[reaction] - 1) } } : current));
      if (error instanceof ApiError && error.status === 429) {
        setSlowDown(true);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => setSlowDown(false), Math.max(SLOW_DOWN_MS, (retryAfterSeconds(error.retryAfter) ?? 0) * 1000));
      }
    }
  };

  return { totals, slowDown, react };
}
