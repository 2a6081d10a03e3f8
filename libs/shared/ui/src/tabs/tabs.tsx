import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface Tab {
  id: string;
  label: string;
  /** The panel's content; rendered once its tab is first chosen, and kept (hidden) while another is shown, so that a half-typed message or note stays. */
  render: () => ReactNode;
}

/** The class of each part, so that each screen styles its tabs as it needs. */
export interface TabsClassNames {
  root?: string;
  list?: string;
  tab?: string;
  panel?: string;
}

export interface TabsProps {
  tabs: Tab[];
  /** The tab list's accessible name. */
  label: string;
  classNames?: TabsClassNames;
}

/** The tab the arrow, Home and End keys move to from `index` among `count`, or null for other keys. */
function tabIndexFor(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between tabs and show
 * them; only the chosen tab is in the Tab order. A panel stays mounted once shown.
 *
 * Until the visitor chooses, the first tab in order is selected, and a tab that arrives later first in
 * order becomes the selection. Reaching the tabs (a tab or a panel focused, or pressed on) is a choice
 * of the tab shown: from then on a tab that arrives late never moves the selection (nor the Tab order
 * away from the tab the visitor is on).
 */
export function Tabs({ tabs, label, classNames = {} }: TabsProps) {
  const base = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = tabs.find((tab) => tab.id === chosen) ?? tabs[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  const choose = (id: string) => {
    setChosen(id);
    // The panel being left stays mounted too.
    const keep = [selected?.id, id].filter((item): item is string => item !== undefined && !shown.has(item));
    if (keep.length) setShown(new Set([...shown, ...keep]));
  };
  /** The visitor is on the tab shown: it is their choice now, whatever arrives later. */
  const keepShown = () => {
    if (chosen === null && selected) setChosen(selected.id);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexFor(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    choose(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className={classNames.root} onFocus={keepShown} onPointerDown={keepShown}>
      <div role="tablist" aria-label={label} className={classNames.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              className={classNames.tab}
              onClick={() => choose(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected?.id;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            // The panel itself takes focus only when it has nothing focusable at its start.
            tabIndex={0}
            hidden={!isSelected}
            className={classNames.panel}
          >
            {isSelected || shown.has(tab.id) ? tab.render() : null}
          </div>
        );
      })}
    </div>
  );
}
