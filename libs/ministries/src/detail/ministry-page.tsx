import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { parseId } from '@church/routing';
import { useMinistry } from '../api/get-ministry';
import { isNotFound } from '@church/data-access';
import { ministryPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { MinistryDetail } from './ministry-detail';

/** §2 "/ministries/{ministryId}". An address no ministry could have is not found without asking. */
export function MinistryPage() {
  const { t } = useLingui();
  const church = useChurch();
  const id = parseId(useParams().ministryId);
  const ministry = useMinistry(id ?? 0, id !== null);
  usePageMeta({
    title: ministry.data ? `${ministry.data.nome} · ${church.nome}` : `${t`Ministries`} · ${church.nome}`,
    description: ministry.data?.descricao,
    image: ministry.data?.imagem?.url,
  });

  const notFound = <ContentNotFound backTo={ministryPaths.list.href()} backLabel={t`Back to ministries`} />;
  if (id === null) return notFound;
  if (ministry.isPending) return <Spinner label={t`Loading the ministry`} />;
  if (ministry.isError) {
    return isNotFound(ministry.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  return <MinistryDetail ministry={ministry.data} />;
}
