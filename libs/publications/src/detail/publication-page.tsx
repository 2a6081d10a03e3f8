import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { usePublication } from '../api/get-publication';
import { isNotFound } from '@church/data-access';
import { publicationPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { PublicationDetail } from './publication-detail';

/** §2 "/publications/{publicationSlug}". */
export function PublicationPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { publicationSlug = '' } = useParams();
  const publication = usePublication(publicationSlug);
  usePageMeta({
    title: publication.data ? `${publication.data.titulo} · ${church.nome}` : `${t`Publications`} · ${church.nome}`,
    description: publication.data?.resumo,
    image: publication.data?.imagem?.url,
  });

  if (publication.isPending) return <Spinner label={t`Loading the publication`} />;
  if (publication.isError) {
    return isNotFound(publication.error) ? (
      <ContentNotFound backTo={publicationPaths.list.href()} backLabel={t`Back to publications`} />
    ) : (
      <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
    );
  }
  return <PublicationDetail publication={publication.data} />;
}
