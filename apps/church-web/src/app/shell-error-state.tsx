import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ERROR_PAGE_CONTEXT, putMessageAtom } from '@church/state';
import { Button } from '@church/ui';
import { ErrorPage } from '../components/error-page/error-page';

/**
 * What the shell shows instead of the site: an inactive church, or a bootstrap that failed (§4, §8: a
 * warning with the generic message in the error page's context, unless one is there already).
 */
export function ShellErrorState({ kind, message }: { kind: 'inactive' | 'error'; message?: string | undefined }) {
  const { t } = useLingui();
  const putMessage = useSetAtom(putMessageAtom);
  const generic = t`An error occurred while fetching the data. Please try again.`;
  useEffect(() => {
    if (kind === 'error' && !message) putMessage({ context: ERROR_PAGE_CONTEXT, message: { type: 'warning', message: generic } });
  }, [kind, message, generic, putMessage]);
  if (kind === 'inactive') {
    return <ErrorPage title={t`This church is not available`} message={t`This church's site is not active at the moment.`} />;
  }
  return (
    <ErrorPage
      title={t`Something went wrong`}
      message={message ?? generic}
      action={<Button onClick={() => window.location.reload()}>{t`Try again`}</Button>}
    />
  );
}
