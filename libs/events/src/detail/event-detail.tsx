import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import type { Evento, Ingresso } from '@church/contracts-events';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { useRequestLogin } from '@church/state';
import { Button, buttonClassName, PageHeader, RequestLoginModal, ResponsiveImage } from '@church/ui';
import { eventsPaths } from '../paths';
import { eventWhen } from '../shared/event-when';
import { eventButtonState } from './event-button-state';
import styles from '../shared/events.module.css';

export interface EventDetailProps {
  event: Evento;
  /** How many tickets the member holds (0 for a visitor). */
  registrations: number;
  /** The moment the button is decided at (tests give one). */
  now?: Date;
}

/** An event: picture, when and where, description, its ticket types with their availability (§4), and the event button. */
export function EventDetail({ event, registrations, now = new Date() }: EventDetailProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const when = (iso: string) => formatDate(iso, i18n.locale, DateTime.DATETIME_MED, timeZone);
  const availability = (ticket: Ingresso) => {
    const until = ticket.dataFimVendas ? when(ticket.dataFimVendas) : null;
    const from = ticket.dataInicioVendas ? when(ticket.dataInicioVendas) : null;
    return {
      A_VENDA: until ? t`Available until ${until} or while tickets last` : t`Available`,
      EM_BREVE: from ? t`Available from ${from}` : t`Not on sale yet`,
      ENCERRADO: t`Expired`,
      ESGOTADO: t`Sold out`,
    }[ticket.situacao];
  };
  const state = eventButtonState(event, now, registrations);
  // Buying needs an account unless the event lets visitors buy without one (§3): a visitor is offered
  // signing in or registering in a modal, and comes back to the tickets screen.
  const login = useRequestLogin({ action: 'buy', returnTo: eventsPaths.tickets.href(event.id) });
  const asksLogin = !login.signedIn && !event.flagInscricaoSemCadastro;
  const buy = (label: string) =>
    asksLogin ? (
      <Button aria-haspopup="dialog" onClick={() => login.ask()}>
        {label}
      </Button>
    ) : (
      <Link className={buttonClassName()} to={eventsPaths.tickets.href(event.id)}>
        {label}
      </Link>
    );
  const button = {
    register: buy(t`Register`),
    'register-again': buy(t`Register again`),
    'online-access': (
      <Link className={buttonClassName()} to={`/user/registrations/${event.id}/tickets`}>
        {t`Online access`}
      </Link>
    ),
    unavailable: <Button disabled>{t`Unavailable`}</Button>,
    closed: <Button disabled>{t`Closed`}</Button>,
  }[state];
  return (
    <article className={styles.detail}>
      <PageHeader title={event.nome} />
      {event.imagem ? <ResponsiveImage image={event.imagem} alt="" priority /> : null}
      <div className={styles.facts}>
        <p>
          <time dateTime={event.dataInicio}>{eventWhen(event.dataInicio, event.dataFim, i18n.locale, timeZone)}</time>
        </p>
        <p>{event.flagOnline ? t`Online event` : (event.local ?? '')}</p>
      </div>
      {event.descricao ? <p>{event.descricao}</p> : null}
      {event.ingressos.length > 0 ? (
        <section aria-labelledby="tickets-title">
          <h2 id="tickets-title">{t`Tickets`}</h2>
          <ul className={styles.tickets}>
            {event.ingressos.map((ticket) => (
              <li key={ticket.id} className={styles.ticket}>
                <div>
                  <p className={styles.price}>{ticket.nome}</p>
                  {ticket.descricao ? <p>{ticket.descricao}</p> : null}
                  <p>{availability(ticket)}</p>
                </div>
                <p className={styles.price}>{ticket.valor === 0 ? t`Free` : formatCurrency(ticket.valor / 100, event.moeda, i18n.locale)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.action}>{button}</div>
      <RequestLoginModal {...login.modal} title={t`Sign in to register`}>
        <p>{t`Sign in or create your account to choose your tickets. You will go straight to the tickets of this event afterwards.`}</p>
      </RequestLoginModal>
      {state !== 'closed' ? (
        <a href={`/event/${event.id}/calendar.ics`} download>
          {t`Add to calendar`}
        </a>
      ) : null}
      <Link to={eventsPaths.list.href()}>{t`See other events`}</Link>
    </article>
  );
}
