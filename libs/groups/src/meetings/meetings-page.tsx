import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { parseId, usePageParam } from '@church/routing';
import { Alert, EmptyState, PageHeader, Pagination, Spinner } from '@church/ui';
import { useMeetings } from '../api/get-meetings';
import { MEETINGS_PAGE_SIZE } from '../api/groups-keys';
import { isNotFound } from '@church/data-access';
import { isForbidden } from '../api/not-found';
import { GroupNotFound } from '../detail/group-not-found';
import { formatTimeRange } from '../model/meeting-times';
import { groupsPaths } from '../paths';
import styles from '../detail/group.module.css';

/** A member who is not one of the group's participants (nor staff) reads no meetings. */
export function MeetingsForbidden({ celulaId }: { celulaId: number }) {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Only for the group's members`}>
      <p>{t`The meeting records are for the group's members and the church's staff.`}</p>
      <Link to={groupsPaths.detail.href(celulaId)}>{t`Back to the group`}</Link>
    </EmptyState>
  );
}

/** §2 "/groups/{celulaId}/meetings" (login required): the group's meeting records, newest first. */
export function GroupMeetingsPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const id = parseId(useParams().celulaId);
  const [page, setPage, hrefFor] = usePageParam();
  const meetings = useMeetings(id ?? 0, page, id !== null);
  const groupName = meetings.data?.celula.nome;
  usePageMeta({ title: `${t`Meeting records`}${groupName ? ` · ${groupName}` : ''} · ${church.nome}` });

  if (id === null) return <GroupNotFound />;
  if (meetings.isPending) return <Spinner label={t`Loading the meetings`} />;
  if (meetings.isError) {
    if (isForbidden(meetings.error)) return <MeetingsForbidden celulaId={id} />;
    if (isNotFound(meetings.error)) return <GroupNotFound />;
    return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  const { celula, registros, total } = meetings.data;
  const totalPages = Math.ceil(total / MEETINGS_PAGE_SIZE);
  return (
    <>
      <PageHeader title={t`Meeting records`} subtitle={celula.nome} />
      {registros.length === 0 ? (
        <EmptyState title={t`No meetings recorded yet`} />
      ) : (
        <ul className={styles.meetings}>
          {registros.map((meeting) => (
            <li key={meeting.id} className={styles.meeting}>
              <h2>
                <Link to={groupsPaths.meeting.href(celula.id, meeting.id)}>{meeting.tema}</Link>
              </h2>
              <p className={styles.muted}>
                <time dateTime={meeting.data}>{formatDate(meeting.data, i18n.locale, dateFormats.DATE_MED, timeZone)}</time> · {formatTimeRange(meeting.horaInicio, meeting.horaFim, i18n.locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status: t`Page ${page} of ${totalPages}`, navigation: t`Pages of meetings` }}
      />
      <p>
        <Link to={groupsPaths.detail.href(celula.id)}>{t`Back to the group`}</Link>
      </p>
    </>
  );
}
