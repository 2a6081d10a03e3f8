import type { ChatMensagem } from '@church/contracts-chat';
import { useState } from 'react';
import { muteChatAuthor, removeAuthorMessages, removeChatMessage } from '../api/remove-chat-messages';
import { useChatApi } from '../api/use-chat-api';
import type { ChatFeed } from '../room/use-chat-feed';

/** What a moderator asked for and is asked to confirm: delete one message, or all of its author's, or mute its author for 24 hours. */
export interface ModerationRequest {
  kind: 'message' | 'author' | 'mute';
  message: ChatMensagem;
}

/**
 * A moderator's deletions and shadow mutes (§4 "Chat": after confirmation). The server decides who may; the messages
 * leave this screen at once, and every other screen when the server's `removidas` frame reaches it.
 */
export function useModeration(channel: string, feed: Pick<ChatFeed, 'removed' | 'removedAuthor'>) {
  const { api, slug } = useChatApi();
  const [request, setRequest] = useState<ModerationRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    setFailed(false);
    try {
      if (request.kind === 'message') {
        await removeChatMessage(api, slug, request.message.id);
        feed.removed([request.message.id]);
      } else if (request.kind === 'mute') {
        await muteChatAuthor(api, slug, channel, request.message.autor.id);
      } else {
        await removeAuthorMessages(api, slug, channel, request.message.autor.id);
        feed.removedAuthor(request.message.autor.id);
      }
      setRequest(null);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return {
    request,
    busy,
    failed,
    ask: (next: ModerationRequest) => {
      setFailed(false);
      setRequest(next);
    },
    cancel: () => setRequest(null),
    confirm,
  };
}
