import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './moderation.module.css';

export interface ModerationMenuProps {
  authorName: string;
  onDeleteMessage: () => void;
  onDeleteAuthorMessages: () => void;
  onMuteAuthor: () => void;
}

/**
 * A moderator's menu on a message (a menu button: Enter, Space or the down arrow opens it, the arrows
 * move between its items, Escape closes it and the focus returns to the button).
 */
export function ModerationMenu({ authorName, onDeleteMessage, onDeleteAuthorMessages, onMuteAuthor }: ModerationMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const ids = { button: useId(), menu: useId() };
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const menuKeys = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(at + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list[list.length - 1])?.focus();
    }
  };

  return (
    <div className={styles.menuHolder}>
      <button
        ref={button}
        id={ids.button}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? ids.menu : undefined}
        aria-label={t`Moderate the message from ${authorName}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <ul ref={menu} id={ids.menu} role="menu" aria-labelledby={ids.button} className={styles.menu} onKeyDown={menuKeys}>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={choose(onDeleteMessage)}>
              {t`Delete message`}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={choose(onDeleteAuthorMessages)}>
              {t`Delete all of this person's messages`}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} className={styles.menuItem} onClick={choose(onMuteAuthor)}>
              {t`Mute this person for 24 hours`}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
