import { useLingui } from '@lingui/react/macro';
import { Button } from '@church/ui';
import { ErrorPage } from '../components/error-page/error-page';

/** What the shell shows instead of the site: an inactive church, or a bootstrap that failed (§4). */
export function ShellErrorState({ kind, message }: { kind: 'inactive' | 'error'; message: string }) {
  const { t } = useLingui();
  if (kind === 'inactive') {
    return <ErrorPage title={t`This church is not available`} message={t`This church's site is not active at the moment.`} />;
  }
  return (
    <ErrorPage
      title={t`Something went wrong`}
      message={message}
      action={<Button onClick={() => window.location.reload()}>{t`Try again`}</Button>}
    />
  );
}
