import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import type { PublicacaoResumo } from '@church/contracts-publications';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { EmptyState, MediaArtwork, ResponsiveImage } from '@church/ui';
import { publicationPaths } from '../paths';
import content from '@church/content/content.module.css';
import styles from '../shared/publications.module.css';

export interface PublicationListProps {
  publications: PublicacaoResumo[];
}

/** Publication cards: cover, title (the link), type, date and summary. */
export function PublicationList({ publications }: PublicationListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (publications.length === 0) return <EmptyState title={t`No publications yet`} />;
  return (
    <ul className={content.list}>
      {publications.map((publication) => (
        <li key={publication.id} className={`${content.card} ${styles.cover}`}>
          {publication.imagem ? <ResponsiveImage image={publication.imagem} alt="" /> : <MediaArtwork Icon={FileText} seed={publication.id} ratio="40 / 21" />}
          <div className={content.cardBody}>
            <h2 className={content.cardTitle}>
              <Link to={publicationPaths.detail.href(publication.slug)}>{publication.titulo}</Link>
            </h2>
            <p className={content.meta}>
              {publication.tipo.nome} · <time dateTime={publication.dataPublicacao}>{formatDate(publication.dataPublicacao, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
            </p>
            <p className={content.summary}>{publication.resumo}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
