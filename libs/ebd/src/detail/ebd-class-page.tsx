import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { useEbdClass } from '../api/get-ebd-class';
import { isNotFound } from '@church/data-access';
import { ebdPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { EbdDetail } from './ebd-detail';

/** §2 "/ebds/{ebdSlug}". */
export function EbdClassPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { ebdSlug = '' } = useParams();
  const ebd = useEbdClass(ebdSlug);
  usePageMeta({
    title: ebd.data ? `${ebd.data.nome} · ${church.nome}` : `${t`Sunday school`} · ${church.nome}`,
    description: ebd.data ? `${ebd.data.faixaEtaria}. ${ebd.data.descricao}` : null,
    image: ebd.data?.imagem?.url,
  });

  if (ebd.isPending) return <Spinner label={t`Loading the class`} />;
  if (ebd.isError) {
    return isNotFound(ebd.error) ? (
      <ContentNotFound backTo={ebdPaths.list.href()} backLabel={t`Back to Sunday school`} />
    ) : (
      <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
    );
  }
  return <EbdDetail ebd={ebd.data} />;
}
