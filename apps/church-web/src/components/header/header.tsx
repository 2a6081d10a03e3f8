import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { NavLink, Link } from 'react-router';
import type { IgrejaAppMenu, Imagem } from '@church/data-access';
import styles from './header.module.css';

export interface HeaderProps {
  churchName: string;
  logo?: Imagem;
  menu: IgrejaAppMenu[];
}

/** The church's name and menu; on narrow screens the menu folds behind a button. */
export function Header({ churchName, logo, menu }: HeaderProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
                  <NavLink
                    className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                    to={item.link}
                    end={item.link === '/'}
                    onClick={close}
                  >
                    {item.titulo}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
