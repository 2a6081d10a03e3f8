import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PublicacaoTipo } from '@church/contracts-publications';
import { buttonClassName, EmptyState } from '@church/ui';
import { publicationPaths } from '../paths';
import styles from '../shared/publications.module.css';

export interface PublicationTypeListProps {
  types: PublicacaoTipo[];
}

/** The church's publication types, each linking to its publications. */
export function PublicationTypeList({ types }: PublicationTypeListProps) {
  const { t } = useLingui();
  if (types.length === 0) return <EmptyState title={t`No publication types yet`} />;
  return (
    <ul className={styles.types}>
      {types.map((type) => {
        const name = type.nome;
        const count = type.totalPublicacoes;
        return (
          <li key={type.id} className={styles.type}>
            <div>
              <h2>{type.nome}</h2>
              <p>
                {type.descricao ? `${type.descricao} · ` : ''}
                <Plural value={count} one="# publication" other="# publications" />
              </p>
            </div>
            <Link className={buttonClassName('secondary')} to={publicationPaths.list.href(type.slug)} aria-label={t`See the publications: ${name}`}>
              {t`See the publications`}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
