import type { MouseEvent } from 'react';
import { buttonClassName } from '../button/button';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page of the list (`/news?page=2`), so that Previous and Next work without JavaScript. */
  hrefFor: (page: number) => string;
  /** A plain click goes here instead of loading the address (navigation in the client); modified clicks stay the browser's. */
  onPageChange: (page: number) => void;
  /** Translated by the caller: "Previous", "Next", "Page 2 of 5", the navigation's name. */
  labels: { previous: string; next: string; status: string; navigation: string };
}

/** A left click without ctrl, meta, shift or alt: the others open a tab or a window, as the browser decides. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface PageLinkProps {
  target: number;
  available: boolean;
  rel: 'prev' | 'next';
  label: string;
  hrefFor: (page: number) => string;
  onPageChange: (page: number) => void;
}

/** A link to a neighbouring page; where there is none, the same box, muted and not a link, so nothing moves. */
function PageLink({ target, available, rel, label, hrefFor, onPageChange }: PageLinkProps) {
  if (!available) {
    return (
      <span className={`${buttonClassName('secondary')} ${styles.unavailable}`} aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <a
      className={buttonClassName('secondary')}
      href={hrefFor(target)}
      rel={rel}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPageChange(target);
      }}
    >
      {label}
    </a>
  );
}

/** Previous and next between the pages of a list the server pages, as links; nothing when there is one page. */
export function Pagination({ page, totalPages, hrefFor, onPageChange, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.navigation}>
      <PageLink
        target={page - 1}
        available={page > 1}
        rel="prev"
        label={labels.previous}
        hrefFor={hrefFor}
        onPageChange={onPageChange}
      />
      <span className={styles.status} aria-live="polite">
        {labels.status}
      </span>
      <PageLink
        target={page + 1}
        available={page < totalPages}
        rel="next"
        label={labels.next}
        hrefFor={hrefFor}
        onPageChange={onPageChange}
      />
    </nav>
  );
}
