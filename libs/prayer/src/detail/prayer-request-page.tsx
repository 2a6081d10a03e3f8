import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ContentNotFound } from '@church/content';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, Spinner } from '@church/ui';
import { usePrayerRequest } from '../api/get-prayer-request';
import { isNotFound } from '@church/data-access';
import { usePrayerApi } from '../api/use-prayer-api';
import { prayerPaths } from '../paths';
import { PrayerRequestView } from './prayer-request-view';

/** The page's meta of a request: its author and motive, its message (cut to 160 characters), its picture. */
export function usePrayerRequestMeta(request: { nome: string; mensagem: string; motivo?: { nome: string }; imagem?: { url: string } } | undefined, fallback: string) {
  const { church } = usePrayerApi();
  usePageMeta({
    title: request ? `${request.motivo ? `${request.nome} · ${request.motivo.nome}` : request.nome} · ${church.nome}` : `${fallback} · ${church.nome}`,
    description: request?.mensagem,
    image: request?.imagem?.url,
  });
}

/** §2 "/prayer/{prayerId}": a request with its messages. A private one shows only to its author and staff (else: not found). */
export function PrayerRequestPage() {
  const { t } = useLingui();
  const { viewerId } = usePrayerApi();
  const id = parseId(useParams().prayerId);
  const request = usePrayerRequest(id ?? 0, id !== null);
  usePrayerRequestMeta(request.data, t`Prayer wall`);

  const notFound = <ContentNotFound backTo={prayerPaths.wall.href()} backLabel={t`Back to the prayer wall`} />;
  if (id === null) return notFound;
  if (request.isPending) return <Spinner label={t`Loading the prayer request`} />;
  if (request.isError) {
    return isNotFound(request.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  return <PrayerRequestView oracao={request.data} signedIn={viewerId !== 0} backTo={prayerPaths.wall.href()} backLabel={t`Back to the prayer wall`} />;
}
