import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import { useChurch } from '@church/data-access';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { eventsPaths } from '../paths';
import { useMyEvents } from './registrations-api';
import styles from './account.module.css';

/** §2 "/user/registrations": the events the member holds tickets for. */
export function RegistrationsPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const events = useMyEvents();
  usePageMeta({ title: `${t`My registrations`} · ${church.nome}` });
  if (events.isPending) return <Spinner label={t`Loading your registrations`} />;
  if (events.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  return (
    <>
      <PageHeader title={t`My registrations`} />
      {events.data.length === 0 ? (
        <EmptyState title={t`You have no registrations yet.`}>
          <Link to={eventsPaths.list.href()}>{t`See the events`}</Link>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {events.data.map((event) => (
            <li key={event.id} className={styles.card}>
              <Link to={`/user/registrations/${event.id}/tickets`} className={styles.cardLink}>
                {event.nome}
              </Link>
              <p>
                <time dateTime={event.dataInicio}>{formatDate(event.dataInicio, i18n.locale, DateTime.DATETIME_MED, timeZone)}</time>
                {event.local ? ` · ${event.local}` : event.flagOnline ? ` · ${t`Online`}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
