import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, Spinner } from '@church/ui';
import { useStudy } from '../api/get-study';
import { isNotFound } from '@church/data-access';
import { isMembersOnly } from '../api/not-found';
import { studyPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { MembersOnlyRedirect } from '../shared/members-only-redirect';
import { useStudiesAccess } from '../shared/use-studies-access';
import { StudyDetail } from './study-detail';

/** §2 "/studies/{studiesId}": one study; the id is a positive whole number. */
export function StudyPage() {
  const { t } = useLingui();
  const church = useChurch();
  const id = parseId(useParams().studiesId);
  const { access, failed } = useStudiesAccess();
  const study = useStudy(id ?? 0, access === 'allowed' && id !== null);
  usePageMeta({
    title: study.data ? `${study.data.titulo} · ${church.nome}` : `${t`Studies`} · ${church.nome}`,
    description: study.data ? `${study.data.passagemBiblica} · ${study.data.resumo}` : null,
  });
  const notFound = <ContentNotFound backTo={studyPaths.list.href()} backLabel={t`Back to studies`} />;
  const loadError = <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;

  if (access === 'login') return <MembersOnlyRedirect />;
  if (failed) return loadError;
  if (id === null) return notFound;
  if (study.isError) {
    if (isMembersOnly(study.error)) return <Alert type="info">{t`This church's studies are for its members only.`}</Alert>;
    return isNotFound(study.error) ? notFound : loadError;
  }
  if (!study.data) return <Spinner label={t`Loading the study`} />;
  return <StudyDetail study={study.data} />;
}
