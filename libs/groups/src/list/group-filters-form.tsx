import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { type FilterChoices, type GroupFilters, hasFilters, NO_FILTERS } from '../model/group-filters';
import { weekdayName } from '../model/meeting-times';
import { groupsPaths } from '../paths';
import styles from './groups.module.css';

export interface GroupFiltersFormProps {
  filters: GroupFilters;
  choices: FilterChoices;
  onChange: (filters: GroupFilters) => void;
}

/**
 * The filters people choose a group by: day, neighbourhood or city, kind. A GET form, so that it works
 * before the app has loaded (and without JavaScript); with it, each choice applies at once.
 */
export function GroupFiltersForm({ filters, choices, onChange }: GroupFiltersFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <form method="get" action={groupsPaths.list.href()} className={styles.filters} aria-label={t`Find a group`} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-day`}>{t`Day`}</label>
        <select id={`${id}-day`} name="day" value={filters.day ?? ''} onChange={(event) => onChange({ ...filters, day: event.target.value ? Number(event.target.value) : null })}>
          <option value="">{t`Any day`}</option>
          {choices.days.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day, i18n.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-place`}>{t`Neighbourhood or city`}</label>
        <select id={`${id}-place`} name="place" value={filters.place ?? ''} onChange={(event) => onChange({ ...filters, place: event.target.value || null })}>
          <option value="">{t`Anywhere`}</option>
          <optgroup label={t`Cities`}>
            {choices.cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </optgroup>
          {choices.neighbourhoods.length ? (
            <optgroup label={t`Neighbourhoods`}>
              {choices.neighbourhoods.map((place) => (
                <option key={`${place.name}-${place.city}`} value={place.name}>
                  {`${place.name} (${place.city})`}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </div>
      {choices.kinds.length ? (
        <div className={styles.filter}>
          <label htmlFor={`${id}-kind`}>{t`Kind of group`}</label>
          <select id={`${id}-kind`} name="kind" value={filters.kind ?? ''} onChange={(event) => onChange({ ...filters, kind: event.target.value ? Number(event.target.value) : null })}>
            <option value="">{t`Any kind`}</option>
            {choices.kinds.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.nome}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <noscript>
        <button type="submit">{t`Show groups`}</button>
      </noscript>
      {hasFilters(filters) ? (
        <Link to={groupsPaths.list.href()} className={styles.clear} onClick={(event) => {
            event.preventDefault();
            onChange(NO_FILTERS);
          }}>
          {t`Clear filters`}
        </Link>
      ) : null}
    </form>
  );
}
