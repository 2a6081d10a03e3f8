import type { ChatMomento, ChatMomentoResposta } from '@church/contracts-chat';
import { useEffect, useRef, useState } from 'react';
import { answerChatMoment } from '../api/answer-chat-moment';
import { endChatMoment } from '../api/end-chat-moment';
import { readChatMoment } from '../api/read-chat-moment';
import { startChatMoment } from '../api/start-chat-moment';
import { useChatApi } from '../api/use-chat-api';
import type { ChatFeed } from '../room/use-chat-feed';

export interface ChatMoment {
  /** The open moment (with the reader's answer, and staff's counts), or null. */
  moment: ChatMomento | null;
  /** A call is on its way (the buttons wait for it). */
  busy: boolean;
  /** The last call failed: the reader may try again. */
  failed: boolean;
  answer: (answer: ChatMomentoResposta) => Promise<void>;
  start: () => Promise<void>;
  end: () => Promise<void>;
}

/** Who reads the moment: not joined (the channel's read of it), or joined (the join's read, with their answer). */
export interface MomentReader {
  /** The open moment as the channel was read (nobody's answer). */
  channelMoment: ChatMomento | null;
  /** Once joined: their chat token and the open moment as their join read it. */
  joined: { token: string; momento: ChatMomento | null } | null;
}

/**
 * The channel's moment (§3, §4) for one reader: as the channel was read, then as their join read it
 * (their own answer, so a reload shows it; staff's counts), read again as them after a reconnection
 * (frames sent meanwhile were missed), and kept by the feed's frames in between; answering, and for
 * staff starting and ending it (the server decides who may).
 */
export function useChatMoment(channel: string, { channelMoment, joined }: MomentReader, feed: Pick<ChatFeed, 'moment' | 'momentChanged' | 'live'>): ChatMoment {
  const { api, slug } = useChatApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { momentChanged, live } = feed;
  const token = joined?.token ?? null;
  const joinedMoment = joined ? joined.momento : undefined;
  const firstRead = useRef(channelMoment);

  useEffect(() => {
    if (joinedMoment !== undefined) momentChanged({ tipo: 'lido', momento: joinedMoment });
    else momentChanged({ tipo: 'lido', momento: firstRead.current });
  }, [joinedMoment, momentChanged]);

  // After a reconnection (not the first connection: the reads above are newer), the moment is read again.
  const wasDown = useRef(false);
  useEffect(() => {
    if (live === 'reconnecting') wasDown.current = true;
    if (live !== 'open' || !wasDown.current) return undefined;
    wasDown.current = false;
    let active = true;
    readChatMoment(api, slug, channel, token).then(
      (momento) => active && momentChanged({ tipo: 'lido', momento }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, slug, channel, token, live, momentChanged]);

  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await call();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return {
    moment: feed.moment,
    busy,
    failed,
    answer: (answer) =>
      run(async () => {
        const current = feed.moment;
        if (!current || !token) return;
        await answerChatMoment(api, slug, channel, current.id, answer, token);
        momentChanged({ tipo: 'respondido', id: current.id, resposta: answer });
      }),
    start: () =>
      run(async () => {
        const momento = await startChatMoment(api, slug, channel);
        momentChanged({ tipo: 'lido', momento });
      }),
    end: () =>
      run(async () => {
        const current = feed.moment;
        if (!current) return;
        await endChatMoment(api, slug, channel, current.id);
        momentChanged({ tipo: 'momento_encerrado', id: current.id });
      }),
  };
}
