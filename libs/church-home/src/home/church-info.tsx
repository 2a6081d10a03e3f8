import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Igreja } from '@church/data-access';
import { buttonClassName } from '@church/ui';
import { churchHomePaths } from '../paths';
import styles from './church-info.module.css';

export interface ChurchInfoProps {
  church: Pick<Igreja, 'nome' | 'descricao' | 'endereco' | 'cidade' | 'estado' | 'pais' | 'telefone' | 'email'>;
}

/** Who the church is and where to find it, on the church home. */
export function ChurchInfo({ church }: ChurchInfoProps) {
  const { t } = useLingui();
  const place = [church.cidade, church.estado, church.pais].filter(Boolean).join(', ');
  return (
    <section className={styles.info} aria-labelledby="church-info-title">
      <div>
        <h1 id="church-info-title" className={styles.title}>
          {church.nome}
        </h1>
        {church.descricao ? <p className={styles.description}>{church.descricao}</p> : null}
        <div className={styles.actions}>
          <Link className={buttonClassName()} to={churchHomePaths.about.href()}>
            {t`About us`}
          </Link>
          <Link className={buttonClassName('secondary')} to={churchHomePaths.churches.href()}>
            {t`Find a church near you`}
          </Link>
        </div>
      </div>
      <aside className={styles.visit} aria-label={t`Visit us`}>
        <h2>{t`Visit us`}</h2>
        {church.endereco ? <p>{church.endereco}</p> : null}
        {place ? <p>{place}</p> : null}
        {church.telefone ? (
          <p>
            <a href={`tel:${church.telefone.replace(/[^+\d]/g, '')}`}>{church.telefone}</a>
          </p>
        ) : null}
        {church.email ? (
          <p>
            <a href={`mailto:${church.email}`}>{church.email}</a>
          </p>
        ) : null}
      </aside>
    </section>
  );
}
