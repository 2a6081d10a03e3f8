import { useLingui } from '@lingui/react/macro';
import { Clock, MapPin, Navigation, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { formatKilometres } from '@church/i18n';
import { groupsPaths } from '../paths';
import { distanceToTell, type GroupWithDistance } from '../model/distance';
import { addressLine, areaLine, formatTimeRange, mapsSearchUrl, weekdayName } from '../model/meeting-times';
import { ApproximateAreaNote } from './approximate-area-note';
import styles from './groups.module.css';

export interface GroupsListProps {
  groups: readonly GroupWithDistance[];
}

/**
 * The groups as cards: name (the link), kind, when, where (a maps search; the neighbourhood and city,
 * said to be approximate, when the reader may not see the address), leader, theme and distance (in
 * whole kilometres to an approximate area).
 */
export function GroupsList({ groups }: GroupsListProps) {
  const { t, i18n } = useLingui();
  const awayText = (group: GroupWithDistance['group'], kilometres: number) => {
    const distance = formatKilometres(distanceToTell(group, kilometres), i18n.locale);
    return group.areaAproximada ? t`About ${distance} away` : t`${distance} away`;
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
            <p className={styles.meta}>
              <Clock className={styles.icon} size={18} aria-hidden="true" />
              {when}
            </p>
            {group.areaAproximada ? (
              <>
                <p className={styles.meta}>
                  <MapPin className={styles.icon} size={18} aria-hidden="true" />
                  {areaLine(group)}
                </p>
                <p className={styles.approximate}>
                  <ApproximateAreaNote area={group.areaAproximada} />
                </p>
              </>
            ) : (
              <p className={styles.meta}>
                <MapPin className={styles.icon} size={18} aria-hidden="true" />
                <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer">
                  {address}{' '}
                  <span className={styles.visuallyHidden}>{t`(opens a map in a new tab)`}</span>
                </a>
              </p>
            )}
            {distance !== null ? (
              <p className={`${styles.meta} ${styles.distance}`}>
                <Navigation className={styles.icon} size={18} aria-hidden="true" />
                {awayText(group, distance)}
              </p>
            ) : null}
            {leader ? (
              <p className={styles.meta}>
                <UserRound className={styles.icon} size={18} aria-hidden="true" />
                {t({ context: 'small group', message: `Led by ${leader}` })}
              </p>
            ) : null}
            {theme ? <p className={styles.summary}>{t`Theme: ${theme}`}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
