import { useLingui } from '@lingui/react/macro';
import type { Igreja } from '@church/data-access';
import styles from './footer.module.css';

export interface FooterProps {
  church: Pick<Igreja, 'nome' | 'endereco' | 'cidade' | 'estado' | 'telefone' | 'email'>;
  /** Staff (§6) see the way into the admin site. */
  isStaff: boolean;
}

/** The church's contact details and, for staff, the way into the admin site (served by /admin). */
export function Footer({ church, isStaff }: FooterProps) {
  const { t } = useLingui();
  const place = [church.endereco, church.cidade, church.estado].filter(Boolean).join(', ');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.name}>{church.nome}</h2>
          {place ? <p className={styles.line}>{place}</p> : null}
          {church.telefone ? (
            <p className={styles.line}>
              <a href={`tel:${church.telefone.replace(/[^+\d]/g, '')}`}>{church.telefone}</a>
            </p>
          ) : null}
          {church.email ? (
            <p className={styles.line}>
              <a href={`mailto:${church.email}`}>{church.email}</a>
            </p>
          ) : null}
        </div>
        {isStaff ? (
          <nav className={styles.links} aria-label={t`Footer`}>
            <a href="/admin">{t`Staff area`}</a>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
