import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClassName } from '@church/ui';
import { useGivingOptions } from '../api/giving-api';
import { givingPaths } from '../paths';
import styles from './giving-section.module.css';

/** The church home's giving section (§2 "/"): what one can give to, and the way to give; nothing when the church takes no gifts online. */
export function GivingSection() {
  const { t } = useLingui();
  const options = useGivingOptions();
  if (!options.data?.flagAceitaDoacao || options.data.motivos.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="giving-home">
      <h2 id="giving-home">{t`Give`}</h2>
      <p>{t`Your generosity keeps the church's work going. Give once or every month, in a minute.`}</p>
      <ul className={styles.reasons}>
        {options.data.motivos.slice(0, 4).map((reason) => (
          <li key={reason.id}>{reason.nome}</li>
        ))}
      </ul>
      <Link className={buttonClassName('primary')} to={givingPaths.give.href()}>
        {t`Give now`}
      </Link>
    </section>
  );
}
