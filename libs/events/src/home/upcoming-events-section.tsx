import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HOME_EVENTS } from '../api/events-keys';
import { useEvents } from '../api/get-events';
import { eventsPaths } from '../paths';
import { EventCard } from '../shared/event-card';
import styles from '../shared/events.module.css';

/** The church home's "Upcoming events" (§2 "/"): the next three, and the way to all; nothing when there are none. */
export function UpcomingEventsSection() {
  const { t } = useLingui();
  const events = useEvents(1, HOME_EVENTS);
  if (!events.data || events.data.eventos.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="upcoming-events">
      <h2 id="upcoming-events">{t`Upcoming events`}</h2>
      <ul className={styles.grid}>
        {events.data.eventos.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={3} />
          </li>
        ))}
      </ul>
      <Link to={eventsPaths.list.href()}>{t`See all events`}</Link>
    </section>
  );
}
