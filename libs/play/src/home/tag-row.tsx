import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { PlanoAssinaturaHomeTag } from '@church/contracts-play';
import { Alert, Spinner } from '@church/ui';
import { useContents } from '../api/play-api';
import { ROW_SIZE } from '../api/play-keys';
import { ContentCard } from '../shared/content-card';
import styles from '../shared/play.module.css';
import { useInView } from '../shared/use-in-view';

export interface TagRowProps {
  row: PlanoAssinaturaHomeTag;
}

/** A row of the home by one tag: it asks for its contents once it nears the screen; an empty one is left out. */
export function TagRow({ row }: TagRowProps) {
  const { t } = useLingui();
  const id = useId();
  const [ref, inView] = useInView<HTMLElement>();
  const contents = useContents({ tag: row.tag }, 1, ROW_SIZE, { enabled: inView });
  if (contents.data?.planoAssinaturaConteudos.length === 0) return null;
  const title = row.titulo;
  return (
    <section ref={ref} className={styles.row} aria-labelledby={id}>
      <h2 id={id} className={styles.rowTitle}>
        {title}
      </h2>
      {inView && contents.isPending ? <Spinner label={t`Loading ${title}`} /> : null}
      {contents.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {contents.data ? (
        <ul className={styles.rowList}>
          {contents.data.planoAssinaturaConteudos.map((content) => (
            <li key={content.id}>
              <ContentCard content={content} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
