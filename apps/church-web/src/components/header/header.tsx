import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { IgrejaAppMenu, Imagem } from '@church/data-access';
import styles from './header.module.css';

export interface HeaderProps {
  churchName: string;
  logo?: Imagem;
  menu: IgrejaAppMenu[];
  loggedIn: boolean;
  /** Where "Sign in" returns to (the current page). */
  currentPath: string;
  /**
   * For signed-in members, the count beside "Notifications" (which then shows). It may arrive late: it
   * sits in a slot of its own width, so that its arrival moves nothing on the page.
   */
  notificationCount?: ReactNode;
}

/** The church's name and menu; on narrow screens the menu folds behind a button. */
export function Header({ churchName, logo, menu, loggedIn, currentPath, notificationCount }: HeaderProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  /** The menu item of the current page: exact for home, by prefix for the rest. */
  const isCurrent = (link: string) => (link === '/' ? pathname === '/' : pathname === link || pathname.startsWith(`${link}/`));
  const linkProps = (link: string) => ({
    className: `${styles.link} ${isCurrent(link) ? styles.active : ''}`,
    'aria-current': isCurrent(link) ? ('page' as const) : undefined,
    to: link,
    onClick: close,
  });
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main-content">
        {t`Skip to content`}
      </a>
      <div className={styles.bar}>
        <Link className={styles.brand} to="/" onClick={close}>
          {logo ? <img className={styles.logo} src={logo.url} width={40} height={40} alt="" /> : null}
          <span>{churchName}</span>
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="church-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t`Close menu` : t`Menu`}
        </button>
        <nav id="church-menu" className={`${styles.nav} ${open ? styles.open : ''}`} aria-label={t`Main menu`}>
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                {item.flagExterno ? (
                  <a className={styles.link} href={item.link} target="_blank" rel="noopener noreferrer">
                    {item.titulo}
                  </a>
                ) : (
                  <Link {...linkProps(item.link)}>{item.titulo}</Link>
                )}
              </li>
            ))}
            {loggedIn && notificationCount !== undefined ? (
              <li>
                <Link {...linkProps('/user/notifications')}>
                  {t`Notifications`}
                  <span className={styles.count}>{notificationCount}</span>
                </Link>
              </li>
            ) : null}
            <li>
              {loggedIn ? (
                <Link {...linkProps('/user/account')}>{t`My account`}</Link>
              ) : (
                <Link className={styles.link} to={`/access?redirectTo=${encodeURIComponent(currentPath)}`} onClick={close}>
                  {t`Sign in`}
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
