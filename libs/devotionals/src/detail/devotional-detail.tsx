import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { Devocional } from '@church/contracts-devotionals';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { PageHeader, ResponsiveImage, RichText } from '@church/ui';
import { devotionalPaths } from '../paths';
import styles from '@church/content/content.module.css';

export interface DevotionalDetailProps {
  devotional: Devocional;
}

/** A devotional: its passage, author and day, picture, and the staff's text, sanitised. */
export function DevotionalDetail({ devotional }: DevotionalDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const date = formatDate(devotional.data, i18n.locale, DateTime.DATE_FULL, timeZone);
  const author = devotional.autor;
  return (
    <article className={styles.article}>
      <PageHeader title={devotional.titulo} subtitle={devotional.referenciaBiblica} />
      <p className={styles.meta}>
        {t`By ${author}`} · <time dateTime={devotional.data}>{date}</time>
      </p>
      {devotional.imagem ? <ResponsiveImage image={devotional.imagem} alt="" priority /> : null}
      <RichText html={devotional.texto} />
      <Link className={styles.back} to={devotionalPaths.list.href()}>
        {t`Back to devotionals`}
      </Link>
    </article>
  );
}
