import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Evento } from '@church/contracts-events';
import { ApiError, getMeQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { useQuery } from '@tanstack/react-query';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { accessPathFor, parseId } from '@church/routing';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { type ChosenTicket, eventCheckoutAtom, lastPurchaseAtom } from '../checkout/checkout-state';
import { eventsPaths } from '../paths';
import { TicketTypeRow } from './ticket-type-row';
import { heldByType, maxChoosable } from './ticket-limits';
import { useEventForSale, useMyEventTickets } from './tickets-api';
import styles from './tickets.module.css';

/**
 * §2 "/event/{eventId}/tickets": ticket types with quantities, price and availability, and each ticket's
 * holder and answers. Login is required (a visitor goes through /access and comes back), except for an
 * event that lets visitors buy without an account (§3 "unregistered checkout").
 */
export function TicketsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const location = useLocation();
  const signedIn = useAtomValue(isLoggedInAtom);
  const id = parseId(useParams().eventId);
  const event = useEventForSale(id ?? 0, id !== null);
  const mine = useMyEventTickets(id ?? 0, id !== null && signedIn);
  usePageMeta({ title: `${t`Tickets`} · ${event.data?.nome ?? t`Events`} · ${church.nome}` });

  if (id === null || (event.isError && event.error instanceof ApiError && event.error.status === 404)) {
    return (
      <EmptyState title={t`Event not found.`}>
        <Link to={eventsPaths.list.href()}>{t`See other events`}</Link>
      </EmptyState>
    );
  }
  if (event.isPending || (signedIn && mine.isPending)) return <Spinner label={t`Loading the tickets`} />;
  if (event.isError || mine.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (!signedIn && !event.data.flagInscricaoSemCadastro) return <Navigate to={accessPathFor(`${location.pathname}${location.search}`)} replace />;
  return <TicketsForm event={event.data} held={heldByType(mine.data ?? [])} signedIn={signedIn} />;
}

interface Holder extends ChosenTicket {
  key: string;
}

function TicketsForm({ event, held, signedIn }: { event: Evento; held: Map<number, number>; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { clients } = useDataAccess();
  const me = useQuery({ ...getMeQueryOptions(clients.api), enabled: signedIn });
  const [checkout, setCheckout] = useAtom(eventCheckoutAtom);
  const setLastPurchase = useSetAtom(lastPurchaseAtom);
  const ownName = me.data ? `${me.data.nome} ${me.data.sobrenome}`.trim() : '';
  // Coming back to change the tickets of this event keeps them; another event's are cleared (§4).
  const [holders, setHolders] = useState<Holder[]>(() =>
    checkout?.eventId === event.id ? checkout.tickets.map((ticket, index) => ({ ...ticket, key: `${index}` })) : [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [query] = useSearchParams();
  // An address that resumes the purchase (§2 "/event/{eventId}"'s buyingStep and fillTicket): its payment step, or a ticket's holder.
  const toPayment = query.get('buyingStep') === 'checkout' && checkout?.eventId === event.id && checkout.tickets.length > 0;
  const fillTicket = Number(query.get('fillTicket'));
  const holderToFill = Number.isInteger(fillTicket) && fillTicket >= 1 ? holders[fillTicket - 1]?.key : undefined;
  useEffect(() => {
    if (!holderToFill) return;
    const input = document.getElementById(`${holderToFill}-name`);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
    // Once, where the page opened: the holders' keys do not change while it is open.
  }, [holderToFill]);
  const money = (cents: number) => formatCurrency(cents / 100, event.moeda, i18n.locale);
  const count = holders.length;
  const value = holders.reduce((sum, holder) => sum + (event.ingressos.find((type) => type.id === holder.idIngresso)?.valor ?? 0), 0);

  const valueText = money(value);

  const setQuantity = (idIngresso: number, quantity: number) => {
    setHolders((current) => {
      const others = current.filter((holder) => holder.idIngresso !== idIngresso);
      const same = current.filter((holder) => holder.idIngresso === idIngresso).slice(0, quantity);
      while (same.length < quantity) {
        same.push({ key: `${idIngresso}-${Date.now()}-${same.length}`, idIngresso, participante: current.length === 0 && same.length === 0 ? ownName : '', respostas: [] });
      }
      return [...others, ...same];
    });
  };

  const update = (key: string, change: (holder: Holder) => Holder) => setHolders((current) => current.map((holder) => (holder.key === key ? change(holder) : holder)));

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const found: Record<string, string> = {};
    for (const holder of holders) {
      if (!holder.participante.trim()) found[`${holder.key}:name`] = t`Enter the name of this ticket's holder.`;
      for (const question of event.perguntas) {
        const answer = holder.respostas.find((item) => item.idPergunta === question.id)?.resposta ?? '';
        if (question.flagObrigatoria && !answer.trim()) found[`${holder.key}:${question.id}`] = t`This field is required.`;
      }
    }
    setErrors(found);
    if (holders.length === 0 || Object.keys(found).length > 0) return;
    setLastPurchase(null);
    const tickets = holders.map(({ idIngresso, participante, respostas }) => ({ idIngresso, participante: participante.trim(), respostas: respostas.filter((item) => item.resposta.trim()) }));
    const same = checkout?.eventId === event.id;
    setCheckout({
      eventId: event.id,
      tickets,
      value,
      // A purchase sent without a known outcome stays while the tickets are the same: paying again sends it again, never a second one.
      attempt: same && JSON.stringify(checkout.tickets) === JSON.stringify(tickets) ? (checkout.attempt ?? null) : null,
      unregisteredUserData: same ? checkout.unregisteredUserData : undefined,
    });
    void navigate(eventsPaths.checkout.href());
  };

  if (toPayment) return <Navigate to={eventsPaths.checkout.href()} replace />;
  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <PageHeader title={event.nome} subtitle={t`Choose your tickets`} />
      {signedIn ? null : (
        <Alert type="info">
          {t`You can buy without an account: we will ask for your name and e-mail at checkout.`}{' '}
          <Link to={accessPathFor(`${location.pathname}${location.search}`)}>{t`Sign in instead`}</Link>
        </Alert>
      )}
      <ul className={styles.types}>
        {event.ingressos.map((ticket) => (
          <TicketTypeRow
            key={ticket.id}
            ticket={ticket}
            moeda={event.moeda}
            held={held.get(ticket.id) ?? 0}
            quantity={holders.filter((holder) => holder.idIngresso === ticket.id).length}
            max={maxChoosable(ticket, held.get(ticket.id) ?? 0)}
            onQuantity={(quantity) => setQuantity(ticket.id, quantity)}
          />
        ))}
      </ul>
      {holders.map((holder, index) => {
        const type = event.ingressos.find((item) => item.id === holder.idIngresso);
        const number = index + 1;
        const typeName = type?.nome ?? '';
        const nameError = errors[`${holder.key}:name`];
        return (
          <fieldset key={holder.key} className={styles.holder}>
            <legend>{t`Ticket ${number}: ${typeName}`}</legend>
            <label htmlFor={`${holder.key}-name`}>{t`Ticket holder's name`}</label>
            <input
              id={`${holder.key}-name`}
              value={holder.participante}
              maxLength={120}
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${holder.key}-name-error` : undefined}
              onChange={(change) => update(holder.key, (current) => ({ ...current, participante: change.target.value }))}
            />
            {nameError ? <p id={`${holder.key}-name-error`} className={styles.error}>{nameError}</p> : null}
            {event.perguntas.map((question) => {
              const fieldId = `${holder.key}-q${question.id}`;
              const error = errors[`${holder.key}:${question.id}`];
              return (
                <div key={question.id} className={styles.question}>
                  <label htmlFor={fieldId}>
                    {question.pergunta}
                    {question.flagObrigatoria ? ' *' : ''}
                  </label>
                  <input
                    id={fieldId}
                    maxLength={500}
                    required={question.flagObrigatoria}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    value={holder.respostas.find((item) => item.idPergunta === question.id)?.resposta ?? ''}
                    onChange={(change) =>
                      update(holder.key, (current) => ({
                        ...current,
                        respostas: [...current.respostas.filter((item) => item.idPergunta !== question.id), { idPergunta: question.id, resposta: change.target.value }],
                      }))
                    }
                  />
                  {error ? <p id={`${fieldId}-error`} className={styles.error}>{error}</p> : null}
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <div className={styles.footer}>
        <p aria-live="polite">{holders.length === 0 ? t`Choose at least one ticket.` : t`${count} ticket(s): ${valueText}`}</p>
        <Button type="submit" disabled={holders.length === 0}>
          {t`Continue to payment`}
        </Button>
      </div>
    </form>
  );
}
