import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@church/page-meta';
import { buttonClassName } from '@church/ui';
import { ErrorPage } from '../components/error-page/error-page';

/** Any path no route claims (§2 "Other"), with the optional `message` query shown as text, inside its layout's main landmark. */
export function NotFoundPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const title = t`Page not found`;
  usePageMeta({ title });
  return (
    <ErrorPage
      inLayout
      title={title}
      message={search.get('message') ?? t`The page you are looking for does not exist or has moved.`}
      action={
        <Link className={buttonClassName()} to="/">
          {t`Go to the home page`}
        </Link>
      }
    />
  );
}
