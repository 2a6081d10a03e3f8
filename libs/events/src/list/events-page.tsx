import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { usePageParam } from '@church/routing';
import { Alert, EmptyState, ListSkeleton, PageHeader, Pagination } from '@church/ui';
import { EVENTS_PAGE_SIZE } from '../api/events-keys';
import { useEvents } from '../api/get-events';
import { EventCard } from '../shared/event-card';
import styles from '../shared/events.module.css';

/** §2 "/event": the church's upcoming events, soonest first, a page at a time. */
export function EventsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const events = useEvents(page, EVENTS_PAGE_SIZE);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Events`} · ${churchName}`, description: t`Upcoming events at ${churchName}: register and buy tickets.` });
  if (events.isPending) {
    return (
      <section className={styles.section}>
        <PageHeader title={t`Events`} />
        <ListSkeleton label={t`Loading the events`} media />
      </section>
    );
  }
  if (events.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const totalPages = Math.ceil(events.data.total / EVENTS_PAGE_SIZE);
  return (
    <section className={styles.section}>
      <PageHeader title={t`Events`} />
      {events.data.eventos.length === 0 ? (
        <EmptyState title={t`No events`} />
      ) : (
        <ul className={styles.grid}>
          {events.data.eventos.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status: t`Page ${page} of ${totalPages}`, navigation: t`Pages of events` }}
      />
    </section>
  );
}
