import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Ebd } from '@church/contracts-ebd';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { EmptyState, PageHeader, ResponsiveImage } from '@church/ui';
import { ebdPaths } from '../paths';
import styles from '@church/content/content.module.css';
import ebdStyles from '../shared/ebd.module.css';

export interface EbdDetailProps {
  ebd: Ebd;
}

/** A Sunday-school class: who it is for, who teaches, where and when, and its lessons by Sunday. */
export function EbdDetail({ ebd }: EbdDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const time = ebd.horario;
  return (
    <article className={styles.article}>
      <PageHeader title={ebd.nome} subtitle={ebd.faixaEtaria} />
      {ebd.imagem ? <ResponsiveImage image={ebd.imagem} alt="" priority /> : null}
      <dl className={styles.facts}>
        <dt>{t`Teacher`}</dt>
        <dd>{ebd.professor}</dd>
        <dt>{t`Room`}</dt>
        <dd>{ebd.sala}</dd>
        <dt>{t`When`}</dt>
        <dd>{t`Sundays at ${time}`}</dd>
      </dl>
      <p>{ebd.descricao}</p>
      <section className={styles.section} aria-labelledby="ebd-lessons">
        <h2 id="ebd-lessons">{t`Lessons`}</h2>
        {ebd.licoes.length === 0 ? (
          <EmptyState title={t`No lessons scheduled yet`} />
        ) : (
          <ol className={ebdStyles.lessons}>
            {ebd.licoes.map((lesson) => (
              <li key={lesson.id}>
                <p className={styles.meta}>
                  <time dateTime={lesson.data}>{formatDate(lesson.data, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
                  {lesson.referenciaBiblica ? ` · ${lesson.referenciaBiblica}` : null}
                </p>
                <h3>{lesson.titulo}</h3>
                {lesson.resumo ? <p className={styles.summary}>{lesson.resumo}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      <Link className={styles.back} to={ebdPaths.list.href()}>
        {t`Back to Sunday school`}
      </Link>
    </article>
  );
}
