import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, sanitizeHtml, Spinner } from '@church/ui';
import { parseId } from '@church/routing';
import { useDevotional } from '../api/get-devotional';
import { isNotFound } from '@church/data-access';
import { devotionalPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { DevotionalDetail } from './devotional-detail';

/** §2 "/devotionals/{devotionalId}". An address no devotional could have is not found without asking. */
export function DevotionalPage() {
  const { t } = useLingui();
  const church = useChurch();
  const id = parseId(useParams().devotionalId);
  const devotional = useDevotional(id ?? 0, id !== null);
  const found = devotional.data;
  usePageMeta({
    title: found ? `${found.titulo} · ${church.nome}` : `${t`Devotionals`} · ${church.nome}`,
    // The sanitised text: a stored script's source must not leak into the description either.
    description: found ? `${found.referenciaBiblica} — ${sanitizeHtml(found.texto)}` : null,
    image: found?.imagem?.url,
  });

  const notFound = <ContentNotFound backTo={devotionalPaths.list.href()} backLabel={t`Back to devotionals`} />;
  if (id === null) return notFound;
  if (devotional.isPending) return <Spinner label={t`Loading the devotional`} />;
  if (devotional.isError) {
    return isNotFound(devotional.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  return <DevotionalDetail devotional={devotional.data} />;
}
