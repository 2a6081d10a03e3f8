import { Button } from '../button/button';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Translated by the caller: "Previous", "Next", "Page 2 of 5", the navigation's name. */
  labels: { previous: string; next: string; status: string; navigation: string };
}

/** Previous and next between the pages of a list the server pages; nothing when there is one page. */
export function Pagination({ page, totalPages, onPageChange, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      <Button variant="secondary" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        {labels.previous}
      </Button>
      <span className={styles.status} aria-live="polite">
        {labels.status}
      </span>
      <Button variant="secondary" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        {labels.next}
      </Button>
    </nav>
  );
}
