import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ItemAgenda } from '@church/contracts-schedule';
import { useModuleEnabled } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { groupByDay } from './group-by-day';
import styles from './schedule.module.css';

export interface ScheduleDayListProps {
  items: ItemAgenda[];
  /** The level of each day's heading: 2 on the schedule page, 3 inside a home section. */
  headingLevel?: 2 | 3;
  /** What the church's modules add under a service (its songs), by the service's id; the schedule page gives it. */
  renderServiceExtras?: (serviceId: number) => ReactNode;
}

/** Services and events as a list of days, each with its items by time: a list reads well on a phone. Events link to their page. */
export function ScheduleDayList({ items, headingLevel = 2, renderServiceExtras }: ScheduleDayListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // An event of the schedule opens its page where the church sells tickets (MOD_EVENTO).
  const eventsOn = useModuleEnabled('MOD_EVENTO');
  const dayFormat: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
  return (
    <div className={styles.days}>
      {groupByDay(items).map((day) => (
        <section key={day.date} className={styles.day} aria-labelledby={`schedule-day-${day.date}`}>
          <Heading id={`schedule-day-${day.date}`} className={styles.dayTitle}>
            <time dateTime={day.date}>{formatDate(day.items[0]?.dataInicio ?? day.date, i18n.locale, dayFormat, timeZone)}</time>
          </Heading>
          <ul className={styles.items}>
            {day.items.map((item) => {
              const start = formatDate(item.dataInicio, i18n.locale, dateFormats.TIME_SIMPLE, timeZone);
              const end = item.dataFim ? formatDate(item.dataFim, i18n.locale, dateFormats.TIME_SIMPLE, timeZone) : null;
              const sameDay = item.dataFim && item.dataFim.slice(0, 10) === item.dataInicio.slice(0, 10);
              return (
                <li key={`${item.tipo}-${item.id}`} className={styles.item}>
                  <p className={styles.time}>
                    <time dateTime={item.dataInicio}>{start}</time>
                    {end && sameDay ? (
                      <>
                        {' – '}
                        <time dateTime={item.dataFim ?? undefined}>{end}</time>
                      </>
                    ) : null}
                  </p>
                  <div className={styles.what}>
                    <p className={styles.title}>
                      {item.tipo === 'EVENTO' && eventsOn ? <Link to={`/event/${item.id}`}>{item.titulo}</Link> : item.titulo}{' '}
                      <span className={item.tipo === 'EVENTO' ? styles.event : styles.service}>
                        {item.tipo === 'EVENTO' ? t`Event` : t`Service`}
                      </span>
                    </p>
                    {item.local ? <p className={styles.place}>{item.local}</p> : null}
                    {item.descricao ? <p className={styles.description}>{item.descricao}</p> : null}
                    {item.tipo === 'CULTO' ? renderServiceExtras?.(item.id) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
