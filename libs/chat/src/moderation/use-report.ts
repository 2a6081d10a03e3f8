import type { ChatMensagem } from '@church/contracts-chat';
import { useState } from 'react';
import { reportChatMessage } from '../api/report-chat-message';
import { useChatApi } from '../api/use-chat-api';

/** A reader's report of a message to the hosts, after a confirmation; `done` once the server took it. */
export function useReport(token: string | null) {
  const { api, slug } = useChatApi();
  const [message, setMessage] = useState<ChatMensagem | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);

  const confirm = async () => {
    if (!message) return;
    setBusy(true);
    setFailed(false);
    try {
      await reportChatMessage(api, slug, message.id, token);
      setMessage(null);
      setDone(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return {
    message,
    busy,
    failed,
    done,
    ask: (next: ChatMensagem) => {
      setFailed(false);
      setDone(false);
      setMessage(next);
    },
    cancel: () => setMessage(null),
    confirm,
  };
}
