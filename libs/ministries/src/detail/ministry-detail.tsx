import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Ministerio } from '@church/contracts-ministries';
import { EmptyState, PageHeader, ResponsiveImage } from '@church/ui';
import { ministryPaths } from '../paths';
import { ContactLink } from '../shared/contact-link';
import styles from '@church/content/content.module.css';
import { Paragraphs } from '../shared/paragraphs';
import { ProjectStatus } from '../shared/project-status';

export interface MinistryDetailProps {
  ministry: Ministerio;
}

/** A ministry: who leads it, how to reach it, what it does, and its projects. */
export function MinistryDetail({ ministry }: MinistryDetailProps) {
  const { t } = useLingui();
  return (
    <article className={styles.article}>
      <PageHeader title={ministry.nome} />
      {ministry.imagem ? <ResponsiveImage image={ministry.imagem} alt="" priority /> : null}
      {ministry.lider || ministry.contato ? (
        <dl className={styles.facts}>
          {ministry.lider ? (
            <>
              <dt>{t`Leader`}</dt>
              <dd>{ministry.lider}</dd>
            </>
          ) : null}
          {ministry.contato ? (
            <>
              <dt>{t`Contact`}</dt>
              <dd>
                <ContactLink contact={ministry.contato} />
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <Paragraphs text={ministry.descricao} />
      <section className={styles.section} aria-labelledby="ministry-projects">
        <h2 id="ministry-projects">{t`Projects`}</h2>
        {ministry.projetos.length === 0 ? (
          <EmptyState title={t`No projects at the moment`} />
        ) : (
          <ul className={styles.list}>
            {ministry.projetos.map((project) => (
              <li key={project.id} className={styles.card}>
                {project.imagem ? <ResponsiveImage image={project.imagem} alt="" /> : null}
                <div className={styles.cardBody}>
                  <h3 className={styles.cardTitle}>
                    <Link to={ministryPaths.project.href(ministry.id, project.id)}>{project.nome}</Link>
                  </h3>
                  <p className={styles.meta}>
                    <ProjectStatus status={project.status} />
                  </p>
                  <p className={styles.summary}>{project.objetivo}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link className={styles.back} to={ministryPaths.list.href()}>
        {t`Back to ministries`}
      </Link>
    </article>
  );
}
