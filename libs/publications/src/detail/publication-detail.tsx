import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { Publicacao } from '@church/contracts-publications';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { buttonClassName, PageHeader, ResponsiveImage, RichText } from '@church/ui';
import { publicationPaths } from '../paths';
import content from '@church/content/content.module.css';
import styles from '../shared/publications.module.css';

export interface PublicationDetailProps {
  publication: Publicacao;
}

/** A publication: its type and date, cover, sanitised body and the file to download, if any. */
export function PublicationDetail({ publication }: PublicationDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const typeName = publication.tipo.nome;
  const date = formatDate(publication.dataPublicacao, i18n.locale, DateTime.DATE_FULL, timeZone);
  return (
    <article className={content.article}>
      <PageHeader title={publication.titulo} subtitle={`${typeName} · ${date}`} />
      {publication.imagem ? <ResponsiveImage image={publication.imagem} alt="" priority /> : null}
      <RichText html={publication.conteudo} />
      <div className={styles.actions}>
        {publication.arquivo ? (
          <a className={buttonClassName('primary')} href={publication.arquivo.url} download={publication.arquivo.nome}>
            {t`Download the file`}
          </a>
        ) : null}
        <Link className={buttonClassName('secondary')} to={publicationPaths.list.href(publication.tipo.slug)}>
          {t`More of ${typeName}`}
        </Link>
      </div>
      <Link className={content.back} to={publicationPaths.list.href()}>
        {t`Back to publications`}
      </Link>
    </article>
  );
}
