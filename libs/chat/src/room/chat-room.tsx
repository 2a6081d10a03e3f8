import { Plural, useLingui } from '@lingui/react/macro';
import type { ChatCanal } from '@church/contracts-chat';
import { useEffect, useState } from 'react';
import { Spinner } from '@church/ui';
import { listChatReports } from '../api/report-chat-message';
import { useChatApi } from '../api/use-chat-api';
import { ModerationDialog } from '../moderation/moderation-dialog';
import { ReportDialog } from '../moderation/report-dialog';
import { useReport } from '../moderation/use-report';
import { ReactionBar } from '../reactions/reaction-bar';
import { useReactions } from '../reactions/use-reactions';
import { ChatSettings } from '../settings/chat-settings';
import { useModeration } from '../moderation/use-moderation';
import { MomentCard } from '../moments/moment-card';
import { MomentStart } from '../moments/moment-start';
import { useChatMoment } from '../moments/use-chat-moment';
import { ChatMessageItem } from './chat-message-item';
import { ClosedNotice } from './closed-notice';
import { Composer } from './composer';
import { JoinForm } from './join-form';
import { MembersOnlyPrompt } from './members-only-prompt';
import { MessageList } from './message-list';
import { OutgoingMessageItem } from './outgoing-message-item';
import { unshownOutgoing } from './unshown-outgoing';
import { useChatFeed } from './use-chat-feed';
import { useChatSender } from './use-chat-sender';
import { useChatSession } from './use-chat-session';
import { RetryProblem } from './retry-problem';
import styles from './chat.module.css';

export interface ChatRoomProps {
  channel: ChatCanal;
  limit: number;
  /** What the name field starts with for a guest. */
  guestName: string;
  /** Whether this screen shows a moderator their tools (the server alone says who is one). */
  moderation: boolean;
}

/** A channel's conversation and, below it, what the reader may do: join, write, sign in, or nothing (closed). */
export function ChatRoom({ channel, limit, guestName, moderation }: ChatRoomProps) {
  const { t } = useLingui();
  const session = useChatSession(channel);
  const feed = useChatFeed(channel.id, limit, session.state.kind === 'joined' ? session.state.token : null, channel.transporte);
  const sender = useChatSender(channel.id, session, feed);
  const moderating = useModeration(channel.id, feed);
  const [sentCount, setSentCount] = useState(0);
  const joined = session.state.kind === 'joined' ? session.state : null;
  const reacting = useReactions(channel.id, feed.reactions, joined?.token ?? null);
  // Anyone may react on an open channel for everyone; on a members' one, the member once joined.
  const mayReact = channel.aberto && (channel.acesso === 'todos' || Boolean(joined?.usuario.autenticado));
  const mayModerate = moderation && Boolean(joined?.usuario.moderador);
  const slowSeconds = channel.intervaloSegundos ?? 0;
  const reporting = useReport(joined?.token ?? null);
  const moments = useChatMoment(channel.id, { channelMoment: channel.momento ?? null, joined }, feed);
  const { api, slug } = useChatApi();
  const { reportsRead } = feed;
  // Staff: the reported messages so far (those to come arrive on the live connection).
  useEffect(() => {
    if (!mayModerate) return undefined;
    let active = true;
    listChatReports(api, slug, channel.id).then(
      (items) => active && reportsRead(Object.fromEntries(items.map((item) => [item.mensagem.id, item.total]))),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [mayModerate, api, slug, channel.id, reportsRead]);
  const reportedShown = mayModerate ? feed.messages.filter((message) => (feed.reports[message.id] ?? 0) > 0).length : 0;

  let status: string | null = null;
  if (feed.live === 'connecting') status = t`Connecting…`;
  else if (feed.live === 'reconnecting') status = t`Connection lost. Reconnecting…`;
  else if (feed.live === 'refused') status = t`The chat is not available.`;

  const watching = feed.presence;
  const empty = feed.history === 'ready' && feed.messages.length === 0 && sender.outgoing.length === 0;

  return (
    <div className={styles.room}>
      <div className={styles.statusBar}>
        {watching !== null ? (
          <span className={styles.presence}>
            <Plural value={watching} one="# watching" other="# watching" />
          </span>
        ) : null}
        {reportedShown > 0 ? (
          <span className={styles.reportedCount}>
            <Plural value={reportedShown} one="# reported message" other="# reported messages" />
          </span>
        ) : null}
        <span className={styles.connection} role="status">
          {status}
        </span>
      </div>
      {mayModerate ? <ChatSettings channel={channel} /> : null}
      {moments.moment ? (
        <MomentCard
          moment={moments.moment}
          staff={mayModerate}
          joined={joined !== null}
          busy={moments.busy}
          failed={moments.failed}
          onAnswer={(answer) => void moments.answer(answer)}
          onEnd={() => void moments.end()}
        />
      ) : null}
      {!moments.moment && mayModerate && channel.aberto ? <MomentStart busy={moments.busy} failed={moments.failed} onStart={() => void moments.start()} /> : null}
      {feed.history === 'loading' && feed.messages.length === 0 ? <Spinner label={t`Loading messages`} /> : null}
      {feed.history === 'failed' ? (
        <RetryProblem className={styles.problem} message={t`An error occurred while fetching the data. Please try again.`} onRetry={feed.retryHistory} />
      ) : null}
      {empty ? <p className={styles.empty}>{t`No messages yet. Say hello!`}</p> : null}
      <MessageList messages={feed.messages} sentCount={sentCount}>
        {feed.messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            own={message.autor.id === joined?.usuario.id}
            onModerate={mayModerate ? moderating.ask : undefined}
            reports={mayModerate ? feed.reports[message.id] : undefined}
            onReport={message.autor.id === joined?.usuario.id ? undefined : reporting.ask}
          />
        ))}
        {joined
          ? unshownOutgoing(sender.outgoing, feed.messages, joined.usuario.id).map((message) => (
              <OutgoingMessageItem
                key={message.idCliente}
                message={message}
                authorName={joined.usuario.nome}
                onRetry={() => sender.retry(message.idCliente)}
                onDiscard={() => sender.discard(message.idCliente)}
              />
            ))
          : null}
      </MessageList>
      <div className={styles.footer}>
        {reporting.done ? (
          <p className={styles.reportedNote} role="status">
            {t`Thank you. The hosts will look at the message.`}
          </p>
        ) : null}
        {channel.aberto && slowSeconds > 0 ? (
          <p className={styles.reportedNote}>
            <Plural value={slowSeconds} one="Slow mode: one message every second." other="Slow mode: one message every # seconds." />
          </p>
        ) : null}
        <ReactionBar totals={reacting.totals} enabled={mayReact} slowDown={reacting.slowDown} onReact={(reaction) => void reacting.react(reaction)} />
        <RoomFooter
          channel={channel}
          session={session}
          guestName={guestName}
          onSend={(text) => {
            sender.send(text);
            setSentCount((count) => count + 1);
          }}
        />
      </div>
      {reporting.message ? (
        <ReportDialog message={reporting.message} busy={reporting.busy} failed={reporting.failed} onConfirm={() => void reporting.confirm()} onCancel={reporting.cancel} />
      ) : null}
      {moderating.request ? (
        <ModerationDialog request={moderating.request} busy={moderating.busy} failed={moderating.failed} onConfirm={() => void moderating.confirm()} onCancel={moderating.cancel} />
      ) : null}
    </div>
  );
}

interface RoomFooterProps {
  channel: ChatCanal;
  session: ReturnType<typeof useChatSession>;
  guestName: string;
  onSend: (text: string) => void;
}

function RoomFooter({ channel, session, guestName, onSend }: RoomFooterProps) {
  const { t } = useLingui();
  const { state } = session;
  switch (state.kind) {
    case 'waiting':
    case 'joining':
      return <Spinner label={t`Joining the chat`} />;
    case 'closed':
      return <ClosedNotice channel={channel} />;
    case 'members-only':
      return <MembersOnlyPrompt />;
    case 'joined':
      return <Composer name={state.usuario.nome} onSend={onSend} />;
    case 'guest':
      return <JoinForm initialName={guestName} busy={false} refused={false} onJoin={session.joinAsGuest} />;
    case 'failed':
      return state.invalidName ? (
        <JoinForm initialName={session.guestName ?? guestName} busy={false} refused onJoin={session.joinAsGuest} />
      ) : (
        <RetryProblem className={styles.problem} message={t`You could not join the chat. Please try again.`} onRetry={session.retry} />
      );
  }
}
