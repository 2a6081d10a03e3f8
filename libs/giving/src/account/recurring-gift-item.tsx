import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { type FormEvent, useState } from 'react';
import type { DoacaoRecorrente } from '@church/contracts-giving';
import { ApiError } from '@church/data-access';
import { formatCurrency, formatDate } from '@church/i18n';
import { Alert, Button } from '@church/ui';
import { useChangeRecurringGift, useStopRecurringGift } from '../api/my-giving-api';
import { amountText, centsOf } from '../give/amount';
import styles from './my-giving.module.css';

/** One running recurring donation: what, how much, how often, when next, on which card; change it or stop it. */
export function RecurringGiftItem({ gift }: { gift: DoacaoRecorrente }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirmingStop, setConfirmingStop] = useState(false);
  const [amount, setAmount] = useState(amountText(gift.valor, i18n.locale));
  const [days, setDays] = useState(gift.recorrenciaDias);
  const change = useChangeRecurringGift();
  const stop = useStopRecurringGift();
  const money = formatCurrency(gift.valor / 100, gift.moeda, i18n.locale);
  const next = formatDate(gift.proximaCobranca, i18n.locale, DateTime.DATE_FULL);
  const every = gift.recorrenciaDias;
  const reason = gift.motivo;
  const card = gift.cartao;
  const currency = gift.moeda;
  const refused = change.error instanceof ApiError && change.error.problem?.code === 'DOACAO_VALOR_MINIMO';

  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    const valor = centsOf(amount);
    if (!valor) return;
    change.mutate({ recorrenteId: gift.id, valor, recorrenciaDias: days }, { onSuccess: () => setEditing(false) });
  };

  return (
    <li className={styles.item}>
      <p className={styles.itemTitle}>{t`${money} to ${reason}, every ${every} days`}</p>
      <p>{t`Next charge: ${next}`}</p>
      <p>{card ? t`Charged to ${card}` : t`No saved card: add one and give again to keep this donation going.`}</p>
      {gift.falhas && gift.falhas > 0 ? <Alert type="warning">{t`The last charge was declined; it will be tried again.`}</Alert> : null}
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
            {t`Keep it`}
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
