import { useLingui } from '@lingui/react/macro';
import { Button } from '@church/ui';
import { ErrorPage } from '../components/error-page/error-page';

/** What a route shows when it throws or its code cannot load (after a deploy, say). */
export function RouteError() {
  const { t } = useLingui();
  return (
    <ErrorPage
      title={t`Something went wrong`}
      message={t`Something went wrong. Refresh the page to try again.`}
      action={<Button onClick={() => window.location.reload()}>{t`Refresh the page`}</Button>}
    />
  );
}
