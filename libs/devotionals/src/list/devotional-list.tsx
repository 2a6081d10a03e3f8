import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import type { DevocionalResumo } from '@church/contracts-devotionals';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { EmptyState, MediaArtwork, ResponsiveImage } from '@church/ui';
import { devotionalPaths } from '../paths';
import styles from '@church/content/content.module.css';

export interface DevotionalListProps {
  devotionals: DevocionalResumo[];
}

/** Devotional cards: picture, title (the link), Bible reference, author and day. */
export function DevotionalList({ devotionals }: DevotionalListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (devotionals.length === 0) return <EmptyState title={t`No devotionals yet`} />;
  return (
    <ul className={styles.list}>
      {devotionals.map((devotional) => (
        <li key={devotional.id} className={styles.card}>
          {devotional.imagem ? <ResponsiveImage image={devotional.imagem} alt="" /> : <MediaArtwork Icon={BookOpen} seed={devotional.id} />}
          <div className={styles.cardBody}>
            <h2 className={styles.cardTitle}>
              <Link to={devotionalPaths.detail.href(devotional.id)}>{devotional.titulo}</Link>
            </h2>
            <p className={styles.summary}>{devotional.referenciaBiblica}</p>
            <p className={styles.meta}>
              {devotional.autor} · <time dateTime={devotional.data}>{formatDate(devotional.data, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
