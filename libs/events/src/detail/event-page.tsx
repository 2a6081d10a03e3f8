import { useLingui } from '@lingui/react/macro';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useChurch, useDataAccess } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { accountAtom, useAtomValue } from '@church/state';
import { Alert, buttonClassName, EmptyState, Spinner } from '@church/ui';
import { isNotFound, useEvent } from '../api/get-event';
import { eventsPaths } from '../paths';
import { useMyEventTickets } from '../tickets/tickets-api';
import { EventDetail } from './event-detail';
import { eventStructuredData } from './event-structured-data';
import { purchaseStepOf } from './purchase-step';

/**
 * §2 "/event/{eventId}". An id that is not a number, or no event, is §8's "event not found". The
 * purchase's queries (an address a link or a notification kept from the purchase) resume it: `buyingStep`
 * opens the tickets step (`checkout`, or 3, the payment step where the purchase kept in this browser is
 * this event's), and `fillTicket=<n>` opens the tickets step at the n-th ticket's holder.
 */
export function EventPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { origin } = useDataAccess();
  const id = parseId(useParams().eventId);
  const [query] = useSearchParams();
  const resume = purchaseStepOf(query, id);
  const event = useEvent(id ?? 0, id !== null && resume === null);
  const signedIn = useAtomValue(accountAtom) !== null;
  const mine = useMyEventTickets(id ?? 0, id !== null && signedIn);
  usePageMeta({
    title: event.data ? `${event.data.nome} · ${church.nome}` : `${t`Events`} · ${church.nome}`,
    description: event.data?.descricao,
    image: event.data?.imagem?.url,
    ...(event.data ? { structuredData: eventStructuredData(event.data, origin, church.nome) } : {}),
  });
  const notFound = (
    <EmptyState title={t`Event not found.`}>
      <Link className={buttonClassName('secondary')} to={eventsPaths.list.href()}>
        {t`See other events`}
      </Link>
    </EmptyState>
  );
  if (id === null) return notFound;
  if (resume) return <Navigate to={resume} replace />;
  if (event.isPending) return <Spinner label={t`Loading the event`} />;
  if (event.isError) return isNotFound(event.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  return <EventDetail event={event.data} registrations={mine.data?.length ?? 0} />;
}

