import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import styles from './filter-panel.module.css';

export interface FilterPanelProps {
  /** The button that opens the filters on a phone ("Filters"). */
  label: string;
  /** How many filters are set, shown on that button; none shows no number. */
  activeCount: number;
  /** What the number means, for screen readers ("2 filters set"). */
  activeCountLabel: string;
  /** The button that folds the filters away again on a phone ("Show 5 groups"). */
  doneLabel: string;
  /** The filters (a GET form, so that they work without JavaScript). */
  children: ReactNode;
}

/**
 * Filters above a list. On a wide screen they show as they are; on a phone they fold behind one button
 * with the number of filters set, so that the first item of the list is on the first screen. A native
 * disclosure (details and summary): it opens from the keyboard and works before the page's code has
 * loaded or without it, and the page keeps its layout when the code arrives.
 */
export function FilterPanel({ label, activeCount, activeCountLabel, doneLabel, children }: FilterPanelProps) {
  const panel = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={panel} className={styles.panel}>
      <summary className={styles.toggle}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        {label}
        {activeCount > 0 ? (
          <>
            <span className={styles.count} aria-hidden="true">
              {activeCount}
            </span>
            <span className="visually-hidden">{` (${activeCountLabel})`}</span>
          </>
        ) : null}
      </summary>
      <div className={styles.body}>
        {children}
        <button
          type="button"
          className={styles.done}
          onClick={() => {
            if (!panel.current) return;
            panel.current.open = false;
            panel.current.querySelector('summary')?.focus();
          }}
        >
          {doneLabel}
        </button>
      </div>
    </details>
  );
}
