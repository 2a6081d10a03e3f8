import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { readEmbedChatQuery } from '../paths';
import { ChatView } from '../room/chat-view';
import styles from '../room/chat.module.css';

/** §2 "Embed layout": /embed/chat?channel=…&username=…&limitMessages=…&showManagement=…, for another site's frame. */
export function EmbedChatPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const query = readEmbedChatQuery(search);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Chat`} · ${churchName}` });
  return (
    <div className={styles.embed}>
      <h1 className="visually-hidden">{t`Chat`}</h1>
      {query.channel ? (
        <ChatView key={query.channel} channel={query.channel} limit={query.limitMessages} guestName={query.username} moderation={query.showManagement} />
      ) : (
        <p className={styles.notice}>{t`No chat was chosen for this page.`}</p>
      )}
    </div>
  );
}
