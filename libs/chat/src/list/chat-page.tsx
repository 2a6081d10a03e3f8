import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@church/i18n';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import styles from '@church/content/content.module.css';
import { useChatItems } from '../api/get-chat-items';

/** /chat: the church's items, newest first. */
export function ChatPage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const items = useChatItems();
  const churchName = church.nome;
  usePageMeta({ title: `${t`Chat`} · ${churchName}`, description: t`From ${churchName}.` });

  return (
    <>
      <PageHeader title={t`Chat`} />
      {items.isPending ? <Spinner label={t`Loading`} /> : null}
      {items.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {items.data?.itens.length === 0 ? <EmptyState title={t`Nothing here yet`} /> : null}
      {items.data && items.data.itens.length > 0 ? (
        <ul className={styles.list}>
          {items.data.itens.map((item) => (
            <li key={item.id} className={styles.card}>
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>{item.titulo}</h2>
                <p className={styles.meta}>
                  <time dateTime={item.dataCadastro}>{formatDate(item.dataCadastro, i18n.locale)}</time>
                </p>
                {item.descricao ? <p className={styles.summary}>{item.descricao}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
