import { useLingui } from '@lingui/react/macro';
import type { Cliente } from '@church/data-access';
import { formatKilometres } from '@church/i18n';
import { buttonClassName, EmptyState } from '@church/ui';
import styles from './church-list.module.css';

export interface ChurchListProps {
  churches: Cliente[];
  currentCode: string;
  /** The address of each church's own site. */
  siteOf: (church: Cliente) => string;
}

/** The organization's churches, each with a way to go to its site; the current one is marked. */
export function ChurchList({ churches, currentCode, siteOf }: ChurchListProps) {
  const { t, i18n } = useLingui();
  if (churches.length === 0) return <EmptyState title={t`No churches found`} />;
  return (
    <ul className={styles.list}>
      {churches.map((church) => {
        const current = church.codigo === currentCode;
        const place = [church.cidade, church.estado, church.pais].filter(Boolean).join(', ');
        const name = church.nome;
        const distance = church.distancia != null ? formatKilometres(church.distancia, i18n.locale) : null;
        return (
          <li key={church.id} className={`${styles.item} ${current ? styles.current : ''}`} aria-current={current || undefined}>
            <div>
              <h2 className={styles.name}>{church.nome}</h2>
              <p className={styles.meta}>
                {place}
                {distance ? ` · ${t`${distance} away`}` : ''}
              </p>
            </div>
            {current ? (
              <span className={styles.here}>{t`You are here`}</span>
            ) : (
              <a className={buttonClassName('secondary')} href={siteOf(church)} aria-label={t`Go to this church: ${name}`}>
                {t`Go to this church`}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
