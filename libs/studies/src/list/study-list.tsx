import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { EstudoResumo } from '@church/contracts-studies';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { EmptyState } from '@church/ui';
import { studyPaths } from '../paths';
import styles from '../shared/studies.module.css';

export interface StudyListProps {
  studies: EstudoResumo[];
}

/** Studies, newest first: title (the link), Bible passage, date and summary. */
export function StudyList({ studies }: StudyListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (studies.length === 0) return <EmptyState title={t`No studies yet`} />;
  return (
    <ul className={styles.list}>
      {studies.map((study) => (
        <li key={study.id} className={styles.item}>
          <h2 className={styles.title}>
            <Link to={studyPaths.detail.href(study.id)}>{study.titulo}</Link>
          </h2>
          <p className={styles.meta}>
            {study.passagemBiblica} · <time dateTime={study.dataEstudo}>{formatDate(study.dataEstudo, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
          </p>
          <p className={styles.summary}>{study.resumo}</p>
        </li>
      ))}
    </ul>
  );
}
