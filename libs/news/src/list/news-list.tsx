import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Newspaper } from 'lucide-react';
import type { NoticiaResumo } from '@church/contracts-news';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { EmptyState, MediaArtwork, ResponsiveImage } from '@church/ui';
import { newsPaths } from '../paths';
import styles from '@church/content/content.module.css';

export interface NewsListProps {
  news: NoticiaResumo[];
}

/** News cards: picture, title (the link), date and summary. */
export function NewsList({ news }: NewsListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (news.length === 0) return <EmptyState title={t`No news yet`} />;
  return (
    <ul className={styles.list}>
      {news.map((item) => (
        <li key={item.id} className={styles.card}>
          {item.imagem ? <ResponsiveImage image={item.imagem} alt="" /> : <MediaArtwork Icon={Newspaper} seed={item.id} />}
          <div className={styles.cardBody}>
            <h2 className={styles.cardTitle}>
              <Link to={newsPaths.detail.href(item.id)}>{item.titulo}</Link>
            </h2>
            <p className={styles.meta}>
              <time dateTime={item.dataPublicacao}>{formatDate(item.dataPublicacao, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
            </p>
            <p className={styles.summary}>{item.resumo}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
