import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { parseId } from '@church/routing';
import { useMinistryProject } from '../api/get-ministry-project';
import { isNotFound } from '@church/data-access';
import { ministryPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { ProjectDetail } from './project-detail';

/** §2 "/ministries/{ministryId}/projects/{projectId}". */
export function ProjectPage() {
  const { t } = useLingui();
  const church = useChurch();
  const params = useParams();
  const ministryId = parseId(params.ministryId);
  const projectId = parseId(params.projectId);
  const valid = ministryId !== null && projectId !== null;
  const project = useMinistryProject(ministryId ?? 0, projectId ?? 0, valid);
  usePageMeta({
    title: project.data ? `${project.data.nome} · ${church.nome}` : `${t`Ministries`} · ${church.nome}`,
    description: project.data ? `${project.data.objetivo} ${project.data.descricao}` : null,
    image: project.data?.imagem?.url,
  });

  const backTo = ministryId !== null ? ministryPaths.detail.href(ministryId) : ministryPaths.list.href();
  const notFound = <ContentNotFound backTo={backTo} backLabel={t`Back to the ministry`} />;
  if (!valid) return notFound;
  if (project.isPending) return <Spinner label={t`Loading the project`} />;
  if (project.isError) {
    return isNotFound(project.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  return <ProjectDetail project={project.data} />;
}
