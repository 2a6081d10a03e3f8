import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { DoacaoRecorrente } from '@church/contracts-giving';
import { ApiError } from '@church/data-access';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { paymentsPaths, useCardLabel, useSavedCards } from '@church/payments';
import { Alert, Button } from '@church/ui';
import { useChangeRecurringGift, useResumeRecurringGift, useStopRecurringGift } from '../api/my-giving-api';
import { amountText, centsOf } from '../give/amount';
import styles from './my-giving.module.css';
import { RecurringPixGiftState } from './recurring-pix-gift';

/** The member's saved cards to charge a recurring gift to, and a select of them (the gift's own first). */
function useCardChoice(gift: DoacaoRecorrente) {
  const cards = useSavedCards();
  const label = useCardLabel();
  const saved = (cards.data ?? []).flatMap((group) => group.cartoes);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const current = chosen ?? gift.idCartao ?? saved[0]?.id;
  return { saved, label, current, choose: setChosen, loading: cards.isPending };
}

/**
 * One running or paused recurring donation: what, how much, how often, when next, on which card; a
 * declined charge and its retry; a paused one resumed on a card the member chooses; change it or stop it.
 */
export function RecurringGiftItem({ gift }: { gift: DoacaoRecorrente }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const [editing, setEditing] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const [amount, setAmount] = useState(amountText(gift.valor, i18n.locale));
  const [days, setDays] = useState(gift.recorrenciaDias);
  const change = useChangeRecurringGift();
  const resume = useResumeRecurringGift();
  const stop = useStopRecurringGift();
  const cards = useCardChoice(gift);
  const money = formatCurrency(gift.valor / 100, gift.moeda, i18n.locale);
  const next = formatDate(gift.proximaCobranca, i18n.locale, DateTime.DATE_FULL, timeZone);
  const every = gift.recorrenciaDias;
  const reason = gift.motivo;
  const card = gift.cartao;
  const currency = gift.moeda;
  const declines = gift.falhas ?? 0;
  const paused = gift.status === 'pausada';
  const pausedOn = gift.pausadaEm ? formatDate(gift.pausadaEm, i18n.locale, DateTime.DATE_FULL, timeZone) : '';
  const refused = change.error instanceof ApiError && change.error.problem?.code === 'DOACAO_VALOR_MINIMO';
  const newCard = cards.current !== undefined && cards.current !== gift.idCartao ? cards.current : undefined;

  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    const valor = centsOf(amount);
    if (!valor) return;
    change.mutate({ recorrenteId: gift.id, valor, recorrenciaDias: days, idCartaoSalvo: newCard }, { onSuccess: () => setEditing(false) });
  };
  const resumeGift = (submitted: FormEvent) => {
    submitted.preventDefault();
    resume.mutate({ recorrenteId: gift.id, idCartaoSalvo: newCard });
  };

  const cardSelect = (
    <>
      <label htmlFor={`card-${gift.id}`}>{t`Card`}</label>
      {cards.saved.length > 0 ? (
        <select id={`card-${gift.id}`} value={cards.current ?? ''} onChange={(event) => cards.choose(Number(event.target.value))}>
          {cards.saved.map((saved) => (
            <option key={saved.id} value={saved.id}>
              {cards.label(saved)}
            </option>
          ))}
        </select>
      ) : (
        <p>{cards.loading ? t`Loading your cards` : t`You have no saved cards.`}</p>
      )}
      <Link to={paymentsPaths.addCard.href()}>{t`Add a card`}</Link>
    </>
  );

  return (
    <li className={styles.item}>
      <p className={styles.itemTitle}>{t`${money} to ${reason}, every ${every} days`}</p>
      {gift.metodo === 'PIX' ? (
        <RecurringPixGiftState gift={gift} />
      ) : paused ? (
        <>
          <Alert type="warning">{t`Paused on ${pausedOn}: the card was declined ${declines} times, so nothing more is charged until you resume it.`}</Alert>
          <p>{card ? t`Charged to ${card}` : t`No saved card: choose one to resume this donation.`}</p>
          <form className={styles.edit} onSubmit={resumeGift} aria-label={t`Resume this recurring donation`}>
            {cardSelect}
            <p>{t`Once resumed, its next charge is on ${next}; the declined charges are not made again.`}</p>
            {resume.isError ? <p className={styles.error}>{t`It could not be resumed. Please try again.`}</p> : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={resume.isPending || cards.current === undefined}>
                {t`Resume the donation`}
              </Button>
            </div>
          </form>
        </>
      ) : (
        <>
          <p>{t`Next charge: ${next}`}</p>
          <p>{card ? t`Charged to ${card}` : t`No saved card: choose one under Change to keep this donation going.`}</p>
          {declines > 0 ? <Alert type="warning">{t`The last charge was declined; it will be tried again on ${next}. You can choose another card under Change.`}</Alert> : null}
        </>
      )}
      {editing ? (
        <form className={styles.edit} onSubmit={save}>
          <label htmlFor={`amount-${gift.id}`}>{t`Amount (${currency})`}</label>
          <input id={`amount-${gift.id}`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
          <label htmlFor={`every-${gift.id}`}>{t`Every`}</label>
          <select id={`every-${gift.id}`} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            <option value={7}>{t`week`}</option>
            <option value={14}>{t`two weeks`}</option>
            <option value={30}>{t`month (30 days)`}</option>
          </select>
          {paused || gift.metodo === 'PIX' ? null : cardSelect}
          {refused ? <p className={styles.error}>{t`The amount is below the church's minimum.`}</p> : null}
          {change.isError && !refused ? <p className={styles.error}>{t`The change could not be saved. Please try again.`}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={change.isPending}>
              {t`Save`}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      ) : confirmingStop ? (
        <div className={styles.actions} role="group" aria-label={t`Stop this recurring donation?`}>
          <p>{t`Stop this recurring donation? Nothing more will be charged for it.`}</p>
          <Button onClick={() => stop.mutate(gift.id)} disabled={stop.isPending}>
            {t`Yes, stop it`}
          </Button>
          <Button variant="secondary" onClick={() => setConfirmingStop(false)}>
            {t({ context: 'recurring gift', message: 'Keep it' })}
          </Button>
          {stop.isError ? <p className={styles.error}>{t`It could not be stopped. Please try again.`}</p> : null}
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t`Change`}
          </Button>
          <Button variant="secondary" onClick={() => setConfirmingStop(true)}>
            {t`Stop`}
          </Button>
        </div>
      )}
    </li>
  );
}
