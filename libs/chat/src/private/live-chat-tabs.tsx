import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import { Tabs } from '@church/ui';
import { getChatChannelQueryOptions } from '../api/get-chat-channel';
import { useChatApi } from '../api/use-chat-api';
import { ChatView } from '../room/chat-view';
import { ContentChats } from './content-chats';
import { PrayerRequest } from './prayer-request';
import { PrayerRequests } from './prayer-requests';
import styles from './private-chat.module.css';

const TAB_CLASSES = { root: styles.subTabs, list: styles.tabList, tab: styles.tab, panel: styles.tabPanel };

/**
 * The live page's chat panel: the broadcast's chat and, beside it, staff's hosts channel, prayer
 * requests and the chats of the events' exclusive contents, or a viewer's "Ask for prayer". Who is
 * staff is the server's answer: only staff can read the hosts' channel.
 */
export function LiveChatTabs({ broadcastId }: { broadcastId: number }) {
  const { t } = useLingui();
  const { api, slug } = useChatApi();
  const signedIn = useAtomValue(isLoggedInAtom);
  const hosts = `anfitrioes-${broadcastId}`;
  const hostChannel = useQuery({ ...getChatChannelQueryOptions(api, slug, hosts), enabled: signedIn });
  const staff = signedIn && hostChannel.isSuccess;
  const chat = { id: 'chat', label: t`Everyone`, render: () => <ChatView channel={`transmissao-${broadcastId}`} /> };
  const tabs = staff
    ? [
        chat,
        { id: 'hosts', label: t`Hosts`, render: () => <ChatView channel={hosts} /> },
        { id: 'prayers', label: t`Prayer requests`, render: () => <PrayerRequests broadcastId={broadcastId} /> },
        { id: 'contents', label: t`Content chats`, render: () => <ContentChats /> },
      ]
    : [chat, { id: 'prayer', label: t`Ask for prayer`, render: () => <PrayerRequest broadcastId={broadcastId} /> }];
  return <Tabs key={staff ? 'staff' : 'viewer'} tabs={tabs} label={t`Chat rooms`} classNames={TAB_CLASSES} />;
}
