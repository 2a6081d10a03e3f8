import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import type { MinisterioResumo } from '@church/contracts-ministries';
import { EmptyState, MediaArtwork, ResponsiveImage } from '@church/ui';
import { ministryPaths } from '../paths';
import styles from '@church/content/content.module.css';

export interface MinistryListProps {
  ministries: MinisterioResumo[];
}

/** Ministry cards: picture, name (the link), leader and the start of the description. */
export function MinistryList({ ministries }: MinistryListProps) {
  const { t } = useLingui();
  if (ministries.length === 0) return <EmptyState title={t`No ministries listed yet`} />;
  return (
    <ul className={styles.list}>
      {ministries.map((ministry) => {
        const leader = ministry.lider;
        return (
          <li key={ministry.id} className={styles.card}>
            {ministry.imagem ? <ResponsiveImage image={ministry.imagem} alt="" /> : <MediaArtwork Icon={HeartHandshake} seed={ministry.id} />}
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <Link to={ministryPaths.detail.href(ministry.id)}>{ministry.nome}</Link>
              </h2>
              {leader ? <p className={styles.meta}>{t`Led by ${leader}`}</p> : null}
              <p className={styles.summary}>{ministry.descricao.split(/\n\s*\n/)[0]}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
