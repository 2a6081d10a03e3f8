import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { Estudo } from '@church/contracts-studies';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { PageHeader, RichText } from '@church/ui';
import { studyPaths } from '../paths';
import styles from '../shared/studies.module.css';

export interface StudyDetailProps {
  study: Estudo;
}

/** A study: its passage and date, the sanitised guide, and the questions for the group. */
export function StudyDetail({ study }: StudyDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const date = formatDate(study.dataEstudo, i18n.locale, DateTime.DATE_FULL, timeZone);
  const passage = study.passagemBiblica;
  return (
    <article className={styles.article}>
      <PageHeader title={study.titulo} subtitle={t`Study for ${date}`} />
      <p className={styles.passage}>{t`Passage: ${passage}`}</p>
      <RichText html={study.conteudo} />
      {study.perguntas.length ? (
        <section className={styles.questions} aria-labelledby="study-questions">
          <h2 id="study-questions">{t`Questions for the group`}</h2>
          <ol>
            {study.perguntas.map((question, index) => (
              <li key={index}>{question}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <Link className={styles.back} to={studyPaths.list.href()}>
        {t`Back to studies`}
      </Link>
    </article>
  );
}
