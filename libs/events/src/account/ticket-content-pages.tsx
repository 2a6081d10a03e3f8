import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link, useParams } from 'react-router';
import type { ConteudoEvento } from '@church/contracts-events';
import { ApiError, useChurch } from '@church/data-access';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { ContentStage } from './content-stage';
import { useTicketContent } from './registrations-api';
import styles from './account.module.css';

function useContent() {
  const params = useParams();
  const eventId = parseId(params.eventId);
  const ticketId = parseId(params.ticketId);
  const content = useTicketContent(eventId ?? 0, ticketId ?? 0, eventId !== null && ticketId !== null);
  return { eventId, ticketId, contentId: parseId(params.contentId), content };
}

/** The content button of §4: coming soon, expired, or view. */
function ContentButton({ item, to }: { item: ConteudoEvento; to: string }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  if (item.situacao === 'EM_BREVE') {
    const from = item.disponivelDe ? formatDate(item.disponivelDe, i18n.locale, DateTime.DATETIME_MED, timeZone) : null;
    return <span>{from ? t`Coming soon: from ${from}` : t`Coming soon`}</span>;
  }
  if (item.situacao === 'EXPIRADO') return <span>{t`Expired`}</span>;
  return (
    <Link className={buttonClassName('secondary')} to={to}>
      {t`View`}
    </Link>
  );
}

/** §2 ".../ticket/{ticketId}/content": the exclusive content a paid ticket of an online event opens. */
export function TicketContentPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { eventId, ticketId, content } = useContent();
  usePageMeta({ title: `${t`Exclusive content`} · ${church.nome}` });
  if (eventId === null || ticketId === null) return <EmptyState title={t`Content not found.`} />;
  if (content.isPending) return <Spinner label={t`Loading the content`} />;
  if (content.isError) {
    return content.error instanceof ApiError && (content.error.status === 404 || content.error.status === 403) ? (
      <EmptyState title={t`This ticket opens no content yet: its payment must be confirmed first.`} />
    ) : (
      <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
    );
  }
  return (
    <>
      <PageHeader title={t`Exclusive content`} />
      <ul className={styles.list}>
        {content.data.map((item) => (
          <li key={item.id} className={styles.content}>
            <p className={styles.cardLink}>{item.titulo}</p>
            {item.descricao ? <p>{item.descricao}</p> : null}
            <ContentButton item={item} to={`/user/registrations/${eventId}/ticket/${ticketId}/content/${item.id}`} />
          </li>
        ))}
      </ul>
      <Link to={`/user/registrations/${eventId}/tickets`}>{t`Back to my tickets`}</Link>
    </>
  );
}

/** §2 ".../content/{contentId}": one piece of exclusive content, while it is open, with what the church's modules add beside it (its chat). */
export function TicketContentItemPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { eventId, ticketId, contentId, content } = useContent();
  const item = content.data?.find((candidate) => candidate.id === contentId);
  usePageMeta({ title: `${item?.titulo ?? t`Exclusive content`} · ${church.nome}` });
  if (content.isPending && eventId !== null && ticketId !== null) return <Spinner label={t`Loading the content`} />;
  if (!item || eventId === null || ticketId === null) return <EmptyState title={t`Content not found.`} />;
  const back = <Link to={`/user/registrations/${eventId}/ticket/${ticketId}/content`}>{t`Back to the content`}</Link>;
  if (!item.url) {
    return (
      <EmptyState title={item.situacao === 'EM_BREVE' ? t`Coming soon` : t`Expired`}>
        {back}
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title={item.titulo} subtitle={item.descricao ?? undefined} />
      <ContentStage eventId={eventId} ticketId={ticketId} contentId={item.id} title={item.titulo}>
        <iframe className={styles.player} src={item.url} title={item.titulo} allow="fullscreen; picture-in-picture" />
      </ContentStage>
      {back}
    </>
  );
}
