import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import { playPaths } from '../paths';
import styles from './play.module.css';
import { Thumbnail } from './thumbnail';

/** Where a content opens: a collection's page or a video's. */
export const contentHref = (content: Pick<PlanoAssinaturaConteudo, 'id' | 'tipo'>) =>
  content.tipo === 'coletanea' ? playPaths.collection.href(content.id) : playPaths.video.href(content.id);

export interface ContentCardProps {
  content: PlanoAssinaturaConteudo;
  /** What the card adds under its title (the progress of "continue watching"). */
  children?: ReactNode;
}

/** A content as a card: its picture and its title, the link that opens it; a collection says so. */
export function ContentCard({ content, children }: ContentCardProps) {
  const { t } = useLingui();
  const minutes = content.duracaoSegundos === null ? null : Math.max(1, Math.round(content.duracaoSegundos / 60));
  return (
    <article className={styles.card}>
      <Thumbnail content={content} />
      <h3 className={styles.cardTitle}>
        <Link to={contentHref(content)}>{content.titulo}</Link>
      </h3>
      <p className={styles.meta}>{content.tipo === 'coletanea' ? t`Collection` : minutes === null ? t`Video` : t`${minutes} min`}</p>
      {children}
    </article>
  );
}
