import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useMeeting } from '../api/get-meetings';
import { isNotFound } from '@church/data-access';
import { isForbidden } from '../api/not-found';
import { GroupNotFound } from '../detail/group-not-found';
import { formatTimeRange } from '../model/meeting-times';
import { groupsPaths } from '../paths';
import { MeetingsForbidden } from './meetings-page';
import styles from '../detail/group.module.css';

/** §2 "/groups/{celulaId}/meetings/{meetingId}" (login required): one meeting's date, times, theme and notes. */
export function GroupMeetingPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const params = useParams();
  const id = parseId(params.celulaId);
  const meetingId = parseId(params.meetingId);
  const meeting = useMeeting(id ?? 0, meetingId ?? 0, id !== null && meetingId !== null);
  usePageMeta({ title: `${meeting.data?.registro.tema ?? t`Meeting record`} · ${church.nome}` });

  const notFound = (
    <EmptyState title={t`Meeting not found`}>
      {id !== null ? <Link to={groupsPaths.meetings.href(id)}>{t`Back to the meetings`}</Link> : null}
    </EmptyState>
  );
  if (id === null) return <GroupNotFound />;
  if (meetingId === null) return notFound;
  if (meeting.isPending) return <Spinner label={t`Loading the meeting`} />;
  if (meeting.isError) {
    if (isForbidden(meeting.error)) return <MeetingsForbidden celulaId={id} />;
    if (isNotFound(meeting.error)) return notFound;
    return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  const { celula, registro } = meeting.data;
  return (
    <article className={styles.article}>
      <PageHeader title={registro.tema} subtitle={celula.nome} />
      <dl className={styles.facts}>
        <dt>{t`Date`}</dt>
        <dd>
          <time dateTime={registro.data}>{formatDate(registro.data, i18n.locale, dateFormats.DATE_MED, timeZone)}</time>
        </dd>
        <dt>{t`Time`}</dt>
        <dd>{formatTimeRange(registro.horaInicio, registro.horaFim, i18n.locale)}</dd>
        <dt>{t`Theme`}</dt>
        <dd>{registro.tema}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="meeting-notes">
        <h2 id="meeting-notes">{t`Notes`}</h2>
        <p className={styles.notes}>{registro.observacoes ?? t`No notes for this meeting.`}</p>
      </section>
      <p>
        <Link to={groupsPaths.meetings.href(celula.id)}>{t`Back to the meetings`}</Link>
      </p>
    </article>
  );
}
