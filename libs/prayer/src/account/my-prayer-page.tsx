import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ContentNotFound } from '@church/content';
import { parseId } from '@church/routing';
import { Alert, Spinner } from '@church/ui';
import { usePrayerRequest } from '../api/get-prayer-request';
import { isNotFound } from '@church/data-access';
import { usePrayerApi } from '../api/use-prayer-api';
import { usePrayerRequestMeta } from '../detail/prayer-request-page';
import { PrayerRequestView } from '../detail/prayer-request-view';
import { prayerPaths } from '../paths';

/** §2 "/user/prayer/{prayerId}": one of the member's requests, on the wall or not, with its messages. */
export function MyPrayerPage() {
  const { t } = useLingui();
  const { viewerId } = usePrayerApi();
  const id = parseId(useParams().prayerId);
  // Asked once the member is known: it may be a private request, which only they (and staff) read.
  const request = usePrayerRequest(id ?? 0, id !== null && viewerId !== 0);
  usePrayerRequestMeta(request.data, t`My prayer requests`);

  const notFound = <ContentNotFound backTo={prayerPaths.mine.href()} backLabel={t`Back to my prayer requests`} />;
  if (id === null) return notFound;
  if (request.isPending) return <Spinner label={t`Loading the prayer request`} />;
  if (request.isError) {
    return isNotFound(request.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  return <PrayerRequestView oracao={request.data} signedIn backTo={prayerPaths.mine.href()} backLabel={t`Back to my prayer requests`} />;
}
