import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import type { EbdResumo } from '@church/contracts-ebd';
import { EmptyState, MediaArtwork, ResponsiveImage } from '@church/ui';
import { ebdPaths } from '../paths';
import styles from '@church/content/content.module.css';

export interface EbdListProps {
  classes: EbdResumo[];
}

/** Sunday-school class cards: name (the link), age group, teacher, room and time. */
export function EbdList({ classes }: EbdListProps) {
  const { t } = useLingui();
  if (classes.length === 0) return <EmptyState title={t`No Sunday-school classes yet`} />;
  return (
    <ul className={styles.list}>
      {classes.map((item) => {
        const { professor: teacher, sala: room, horario: time } = item;
        return (
          <li key={item.id} className={styles.card}>
            {item.imagem ? <ResponsiveImage image={item.imagem} alt="" /> : <MediaArtwork Icon={GraduationCap} seed={item.id} />}
            <div className={styles.cardBody}>
              <h2 className={styles.cardTitle}>
                <Link to={ebdPaths.detail.href(item.slug)}>{item.nome}</Link>
              </h2>
              <p className={styles.summary}>{item.faixaEtaria}</p>
              <p className={styles.meta}>{t`With ${teacher} · ${room} · Sundays at ${time}`}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
