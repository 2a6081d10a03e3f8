import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@church/data-access';
import { isLoggedInAtom, sessionStatusAtom, useAtomValue } from '@church/state';
import { Spinner } from '@church/ui';
import { useChatChannel } from '../api/get-chat-channel';
import { ChatRoom } from './chat-room';
import { MembersOnlyPrompt } from './members-only-prompt';
import { RetryProblem } from './retry-problem';
import styles from './chat.module.css';

export interface ChatViewProps {
  /** The channel's id (`transmissao-12`). */
  channel: string;
  /** How many recent messages show on joining. */
  limit?: number;
  /** What a guest's name field starts with. */
  guestName?: string;
  /** Whether moderators see their tools here; it never makes anyone a moderator. */
  moderation?: boolean;
  /** What a reader is told when the server answers that there is no such channel for them (a private one's 404). */
  notFound?: string;
}

/** §4 "Chat": a channel's chat as the reader may take part in it, or why not (unknown, off, members only). */
export function ChatView({ channel, limit = 50, guestName = '', moderation = true, notFound }: ChatViewProps) {
  const { t } = useLingui();
  const found = useChatChannel(channel);
  const signedIn = useAtomValue(isLoggedInAtom);
  const restoring = useAtomValue(sessionStatusAtom) === 'restoring';

  if (found.isPending) return <Spinner label={t`Loading the chat`} />;
  if (found.isError) {
    if (found.error instanceof ApiError && found.error.status === 404) return <p className={styles.notice}>{notFound ?? t`This chat does not exist.`}</p>;
    return (
      <RetryProblem className={styles.problem} message={t`An error occurred while fetching the data. Please try again.`} onRetry={() => void found.refetch()} />
    );
  }
  const canal = found.data;
  if (canal.acesso === 'desligado') return <p className={styles.notice}>{t`The chat is off for this broadcast.`}</p>;
  // A members' conversation is not shown to guests.
  if (canal.acesso === 'membros' && !signedIn) return restoring ? <Spinner label={t`Loading the chat`} /> : <MembersOnlyPrompt />;
  return <ChatRoom key={canal.id} channel={canal} limit={limit} guestName={guestName} moderation={moderation} />;
}
