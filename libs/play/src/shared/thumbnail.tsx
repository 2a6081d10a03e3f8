import type { PlanoAssinaturaConteudo } from '@church/contracts-play';
import styles from './play.module.css';

/** The thumbnail's drawn size: its box is kept before it loads, so the row does not move. */
export const THUMB_WIDTH = 320;
export const THUMB_HEIGHT = 180;

export interface ThumbnailProps {
  content: Pick<PlanoAssinaturaConteudo, 'imagem' | 'titulo'>;
  /** The featured picture loads at once; a row's when it nears the screen. */
  eager?: boolean;
}

/** A content's picture, lazy-loaded; without one, the church's colours with the title. Decorative: the title says it. */
export function Thumbnail({ content, eager = false }: ThumbnailProps) {
  if (!content.imagem) {
    return (
      <span className={styles.placeholder} aria-hidden="true">
        {content.titulo}
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={content.imagem}
      alt=""
      width={THUMB_WIDTH}
      height={THUMB_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
