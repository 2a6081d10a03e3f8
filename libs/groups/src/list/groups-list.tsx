import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatKilometres } from '@church/i18n';
import { groupsPaths } from '../paths';
import type { GroupWithDistance } from '../model/distance';
import { addressLine, formatTimeRange, mapsSearchUrl, weekdayName } from '../model/meeting-times';
import styles from './groups.module.css';

export interface GroupsListProps {
  groups: readonly GroupWithDistance[];
}

/** The groups as cards: name (the link), kind, when, where (a maps search), leader, theme and distance. */
export function GroupsList({ groups }: GroupsListProps) {
  const { t, i18n } = useLingui();
  const awayText = (kilometres: number) => {
    const distance = formatKilometres(kilometres, i18n.locale);
    return t`${distance} away`;
  };
  return (
    <ul className={styles.list}>
      {groups.map(({ group, distance }) => {
        const address = addressLine(group);
        const when = `${weekdayName(group.diaSemana, i18n.locale)}, ${formatTimeRange(group.horaInicio, group.horaFim, i18n.locale)}`;
        const leader = group.lider?.nome;
        const theme = group.tema;
        return (
          <li key={group.id} className={styles.card}>
            <h2 className={styles.cardTitle}>
              <Link to={groupsPaths.detail.href(group.id)}>{group.nome}</Link>
            </h2>
            {group.tipo ? <p className={styles.kind}>{group.tipo.nome}</p> : null}
            <p className={styles.meta}>{when}</p>
            <p className={styles.meta}>
              <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                {address}{' '}
                <span className={styles.visuallyHidden}>{t`(opens a map in a new tab)`}</span>
              </a>
            </p>
            {distance !== null ? <p className={styles.distance}>{awayText(distance)}</p> : null}
            {leader ? <p className={styles.meta}>{t`Led by ${leader}`}</p> : null}
            {theme ? <p className={styles.summary}>{t`Theme: ${theme}`}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
