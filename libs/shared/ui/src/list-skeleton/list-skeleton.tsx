import styles from './list-skeleton.module.css';

export interface ListSkeletonProps {
  /** What is loading, for screen readers ("Loading the events"). */
  label: string;
  /** Cards with a picture (events, videos, news) or cards of text only (groups, ministries). */
  media?: boolean;
  /** How many cards stand in for the list. */
  count?: number;
}

/**
 * A list's loading state: grey cards in the shape of the ones coming, so the page keeps its layout and
 * says what is on its way, instead of a spinner in an empty page. Screen readers hear the label once.
 */
export function ListSkeleton({ label, media = false, count = 3 }: ListSkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={styles.cards} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.card}>
            {media ? <span className={styles.media} /> : null}
            <span className={styles.body}>
              <span className={`${styles.line} ${styles.title}`} />
              <span className={styles.line} />
              <span className={`${styles.line} ${styles.short}`} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
