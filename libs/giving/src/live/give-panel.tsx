import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert, buttonClassName, Spinner } from '@church/ui';
import { useGivingOptions } from '../api/giving-api';
import { givingPaths } from '../paths';
import styles from './give-panel.module.css';

/**
 * The live page's giving panel (§2 "/live"): what one can give to and the way to the give page, where
 * the gift is made (one checkout, not a second one here).
 */
export function GivePanel() {
  const { t } = useLingui();
  const options = useGivingOptions();
  if (options.isPending) return <Spinner label={t`Loading the ways to give`} />;
  const giveLink = (
    <Link className={buttonClassName('primary')} to={givingPaths.give.href()}>
      {t`Give now`}
    </Link>
  );
  if (options.isError) {
    return (
      <div className={styles.panel}>
        <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
        {giveLink}
      </div>
    );
  }
  if (!options.data.flagAceitaDoacao || options.data.motivos.length === 0) {
    return <p className={styles.note}>{t`This church does not take gifts online.`}</p>;
  }
  return (
    <div className={styles.panel}>
      <p>{t`Give during the service: once or every month, in a minute.`}</p>
      <ul className={styles.reasons} aria-label={t`What you can give to`}>
        {options.data.motivos.slice(0, 4).map((reason) => (
          <li key={reason.id}>{reason.nome}</li>
        ))}
      </ul>
      {giveLink}
    </div>
  );
}
