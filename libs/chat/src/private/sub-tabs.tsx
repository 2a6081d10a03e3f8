import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './private-chat.module.css';

export interface SubTab {
  id: string;
  label: string;
  /** Rendered once first shown, and kept (hidden) while another is, so that a half-typed message stays. */
  render: () => ReactNode;
}

/** The chat panel's own tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them). */
export function SubTabs({ tabs, label }: { tabs: SubTab[]; label: string }) {
  const base = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const choose = (id: string) => {
    setChosen(id);
    setShown((before) => new Set([...before, id, ...(selected ? [selected.id] : [])]));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = { ArrowRight: (index + 1) % tabs.length, ArrowLeft: (index - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 };
    const next = keys[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    choose(tab.id);
    buttons.current.get(tab.id)?.focus();
  };
  return (
    <div className={styles.subTabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected?.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        tab.id === selected?.id || shown.has(tab.id) ? (
          <div key={tab.id} role="tabpanel" id={`${base}-panel-${tab.id}`} aria-labelledby={`${base}-tab-${tab.id}`} hidden={tab.id !== selected?.id} className={styles.tabPanel}>
            {tab.render()}
          </div>
        ) : null,
      )}
    </div>
  );
}
