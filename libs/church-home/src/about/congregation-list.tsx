import { useLingui } from '@lingui/react/macro';
import type { Congregacao } from '@church/data-access';
import { EmptyState } from '@church/ui';
import styles from './congregation-list.module.css';

function mapLink(congregation: Congregacao): string | null {
  if (congregation.latitude == null || congregation.longitude == null) return null;
  return `https://www.openstreetmap.org/?mlat=${congregation.latitude}&mlon=${congregation.longitude}#map=17/${congregation.latitude}/${congregation.longitude}`;
}

/** The church's congregations with their addresses and phones. */
export function CongregationList({ congregations }: { congregations: Congregacao[] }) {
  const { t } = useLingui();
  if (congregations.length === 0) return <EmptyState title={t`No congregations listed yet`} />;
  return (
    <ul className={styles.list}>
      {congregations.map((congregation) => {
        const map = mapLink(congregation);
        const name = congregation.nome;
        const place = [congregation.endereco, congregation.cidade, congregation.estado].filter(Boolean).join(', ');
        return (
          <li key={congregation.id} className={styles.item}>
            <h3>{congregation.nome}</h3>
            {place ? <p>{place}</p> : null}
            {congregation.telefone ? (
              <p>
                <a href={`tel:${congregation.telefone.replace(/[^+\d]/g, '')}`}>{congregation.telefone}</a>
              </p>
            ) : null}
            {map ? (
              <p>
                <a href={map} target="_blank" rel="noopener noreferrer" aria-label={t`See on the map: ${name}`}>
                  {t`See on the map`}
                </a>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
