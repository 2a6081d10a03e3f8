import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button } from '@church/ui';
import { joinChat } from '../api/join-chat';
import { useChatApi } from '../api/use-chat-api';
import { JoinForm } from '../room/join-form';
import { ChatView } from '../room/chat-view';
import { chatGuestNameAtom } from '../state/chat-guest-name-atom';
import { chatPrayerAtom } from '../state/chat-prayer-atom';
import { ChatCredentialProvider } from './chat-credential';
import styles from './private-chat.module.css';

/**
 * "Ask for prayer": a viewer (member, or guest with a name) opens a private conversation with the hosts,
 * `oracao-{broadcast}-{their chat id}`, which only they and the church's staff can read. Their chat id
 * comes from joining the live chat; that join's token is what opens the prayer to a guest.
 */
export function PrayerRequest({ broadcastId }: { broadcastId: number }) {
  const { t } = useLingui();
  const live = `transmissao-${broadcastId}`;
  const { api, slug } = useChatApi();
  const signedIn = useAtomValue(isLoggedInAtom);
  const [tickets, setTickets] = useAtom(chatPrayerAtom);
  const guestName = useAtomValue(chatGuestNameAtom);
  const setGuestName = useSetAtom(chatGuestNameAtom);
  const [state, setState] = useState<'idle' | 'asking-name' | 'busy' | 'failed'>('idle');
  const ticket = tickets[live];

  const start = async (name: string | undefined) => {
    setState('busy');
    try {
      const joined = await joinChat(api, slug, live, signedIn ? undefined : name);
      setTickets({ ...tickets, [live]: { canal: `oracao-${broadcastId}-${joined.usuario.id}`, token: joined.token } });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const ask = () => {
    if (signedIn) void start(undefined);
    else if (guestName) void start(guestName);
    else setState('asking-name');
  };

  if (ticket) {
    return (
      <div className={styles.conversation}>
        <p className={styles.preview}>{t`Only you and the church's hosts can read this conversation.`}</p>
        <ChatCredentialProvider token={ticket.token}>
          <ChatView key={ticket.canal} channel={ticket.canal} moderation={false} />
        </ChatCredentialProvider>
      </div>
    );
  }
  return (
    <div className={styles.intro}>
      <p>{t`Would you like someone to pray with you? Write to the hosts in a private conversation: only you and the church's hosts can read it.`}</p>
      {state === 'asking-name' ? (
        <JoinForm
          initialName=""
          busy={false}
          refused={false}
          onJoin={(name) => {
            setGuestName(name.trim());
            void start(name.trim());
          }}
        />
      ) : (
        <Button onClick={ask} disabled={state === 'busy'}>
          {t`Start a private conversation`}
        </Button>
      )}
      {state === 'failed' ? <Alert type="error">{t`The private conversation could not be opened. Please try again.`}</Alert> : null}
    </div>
  );
}
