import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageMeta } from '@church/page-meta';
import { buttonClassName, PageHeader } from '@church/ui';
import styles from './third-parts.module.css';

/** An app segment the church has no app for: the site's not-found page, its words and its way home. */
export function AppNotFound() {
  const { t } = useLingui();
  const title = t`Page not found`;
  usePageMeta({ title });
  return (
    <>
      <PageHeader title={title} />
      <p className={styles.lead}>{t`The page you are looking for does not exist or has moved.`}</p>
      <Link className={buttonClassName()} to="/">
        {t`Go to the home page`}
      </Link>
    </>
  );
}
