import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { PageHeader } from '@church/ui';
import { ContentChats } from './content-chats';
import styles from './private-chat.module.css';

/** /user/content-chats: staff's list of the chats beside the events' exclusive contents, each opened to moderate in place. */
export function ContentChatsPage() {
  const { t } = useLingui();
  const church = useChurch();
  usePageMeta({ title: `${t`Content chats`} · ${church.nome}` });
  return (
    <>
      <PageHeader title={t`Content chats`} subtitle={t`The chats beside your events' exclusive content, which only their ticket holders and the staff read.`} />
      <div className={styles.page}>
        <ContentChats />
      </div>
    </>
  );
}
