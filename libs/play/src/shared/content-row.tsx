import { useId, type ReactNode } from 'react';
import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import { ContentCard } from './content-card';
import styles from './play.module.css';

export interface ContentRowProps {
  title: string;
  contents: PlanoAssinaturaConteudo[];
  /** What a card adds under its title. */
  extra?: (content: PlanoAssinaturaConteudo) => ReactNode;
}

/** One row of the home: a named list of cards that scrolls sideways. */
export function ContentRow({ title, contents, extra }: ContentRowProps) {
  const id = useId();
  return (
    <section className={styles.row} aria-labelledby={id}>
      <h2 id={id} className={styles.rowTitle}>
        {title}
      </h2>
      <ul className={styles.rowList}>
        {contents.map((content) => (
          <li key={content.id}>
            <ContentCard content={content}>{extra?.(content)}</ContentCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
