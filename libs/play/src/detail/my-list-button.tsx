import { useLingui } from '@lingui/react/macro';
import { Alert } from '@church/ui';
import { useAddToMyList, useMyList, useRemoveFromMyList } from '../api/play-api';
import styles from '../shared/play.module.css';

export interface MyListButtonProps {
  contentId: number;
  title: string;
}

/** Adds the content to the signed-in member's list, or takes it off; a visitor sees nothing. */
export function MyListButton({ contentId, title }: MyListButtonProps) {
  const { t } = useLingui();
  const myList = useMyList();
  const add = useAddToMyList();
  const remove = useRemoveFromMyList();
  if (!myList.data) return null;
  const item = myList.data.find((entry) => entry.planoAssinaturaConteudo.id === contentId);
  const busy = add.isPending || remove.isPending || myList.isFetching;
  const failed = add.isError || remove.isError;
  const label = item ? t`Remove from my list` : t`Add to my list`;
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.secondary}`}
        disabled={busy}
        aria-label={item ? t`Remove from my list: ${title}` : t`Add to my list: ${title}`}
        onClick={() => {
          if (item) {
            add.reset();
            remove.mutate(item.id);
          } else {
            remove.reset();
            add.mutate(contentId);
          }
        }}
      >
        {label}
      </button>
      {failed ? <Alert type="error">{t`Your list could not be changed. Please try again.`}</Alert> : null}
    </>
  );
}
