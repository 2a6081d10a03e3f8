import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { Noticia } from '@church/contracts-news';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { PageHeader, ResponsiveImage, RichText } from '@church/ui';
import { newsPaths } from '../paths';
import styles from '@church/content/content.module.css';

export interface NewsDetailProps {
  news: Noticia;
}

/** A news item: date, summary, picture and the staff's text, sanitised. */
export function NewsDetail({ news }: NewsDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  return (
    <article className={styles.article}>
      <PageHeader title={news.titulo} subtitle={news.resumo} />
      <p className={styles.meta}>
        <time dateTime={news.dataPublicacao}>{formatDate(news.dataPublicacao, i18n.locale, DateTime.DATE_FULL, timeZone)}</time>
      </p>
      {news.imagem ? <ResponsiveImage image={news.imagem} alt="" priority /> : null}
      <RichText html={news.texto} />
      <Link className={styles.back} to={newsPaths.list.href()}>
        {t`Back to news`}
      </Link>
    </article>
  );
}
