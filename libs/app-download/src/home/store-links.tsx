import { useLingui } from '@lingui/react/macro';
import { buttonClassName } from '@church/ui';
import type { StoreLinks } from './app-offer';
import styles from './app-download.module.css';

export interface StoreLinksPanelProps {
  churchName: string;
  links: StoreLinks;
}

/** The church's own app in the stores: a link to each store it is in (they open in a new tab). */
export function StoreLinksPanel({ churchName, links }: StoreLinksPanelProps) {
  const { t } = useLingui();
  return (
    <section className={styles.panel} aria-labelledby="app-download-home">
      <h2 id="app-download-home">{t`Get our app`}</h2>
      <p>{t`Take ${churchName} with you: download our app for your phone.`}</p>
      <div className={styles.actions}>
        {links.appStore ? (
          <a className={buttonClassName()} href={links.appStore} target="_blank" rel="noopener noreferrer">
            {t`Download on the App Store`}
          </a>
        ) : null}
        {links.googlePlay ? (
          <a className={buttonClassName()} href={links.googlePlay} target="_blank" rel="noopener noreferrer">
            {t`Get it on Google Play`}
          </a>
        ) : null}
      </div>
    </section>
  );
}
