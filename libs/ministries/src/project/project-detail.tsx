import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ProjetoMinisterio } from '@church/contracts-ministries';
import { PageHeader, ResponsiveImage } from '@church/ui';
import { ministryPaths } from '../paths';
import styles from '@church/content/content.module.css';
import { Paragraphs } from '../shared/paragraphs';
import { ProjectStatus } from '../shared/project-status';

export interface ProjectDetailProps {
  project: ProjetoMinisterio;
}

/** A ministry's project: its goal, status and description, with a way back to its ministry. */
export function ProjectDetail({ project }: ProjectDetailProps) {
  const { t } = useLingui();
  const ministry = project.nomeMinisterio;
  return (
    <article className={styles.article}>
      <PageHeader title={project.nome} subtitle={t`A project of ${ministry}`} />
      {project.imagem ? <ResponsiveImage image={project.imagem} alt="" priority /> : null}
      <dl className={styles.facts}>
        <dt>{t`Goal`}</dt>
        <dd>{project.objetivo}</dd>
        <dt>{t`Status`}</dt>
        <dd>
          <ProjectStatus status={project.status} />
        </dd>
      </dl>
      <Paragraphs text={project.descricao} />
      <Link className={styles.back} to={ministryPaths.detail.href(project.idMinisterio)}>
        {t`Back to ${ministry}`}
      </Link>
    </article>
  );
}
