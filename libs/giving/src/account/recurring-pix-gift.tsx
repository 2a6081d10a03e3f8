import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { DoacaoRecorrente } from '@church/contracts-giving';
import { formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { paymentsPaths } from '@church/payments';
import { Alert, Button } from '@church/ui';
import { useResumeRecurringGift } from '../api/my-giving-api';
import styles from './my-giving.module.css';

/**
 * A recurring donation paid by Pix (no provider here offers Pix Automático): each period a new Pix is
 * e-mailed to the donor. Running, when its next Pix comes and this period's Pix waiting to be paid (its
 * page shows the QR code); paused (a Pix expired unpaid), resumed without a card.
 */
export function RecurringPixGiftState({ gift }: { gift: DoacaoRecorrente }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const resume = useResumeRecurringGift();
  const next = formatDate(gift.proximaCobranca, i18n.locale, DateTime.DATE_FULL, timeZone);
  const pending = gift.pixPendente;
  if (gift.status === 'pausada') {
    const pausedOn = gift.pausadaEm ? formatDate(gift.pausadaEm, i18n.locale, DateTime.DATE_FULL, timeZone) : '';
    const resumeGift = (submitted: FormEvent) => {
      submitted.preventDefault();
      resume.mutate({ recorrenteId: gift.id });
    };
    return (
      <>
        <Alert type="warning">{t`Paused on ${pausedOn}: this period's Pix was not paid in time, so no new Pix is sent until you resume it.`}</Alert>
        <form className={styles.edit} onSubmit={resumeGift} aria-label={t`Resume this recurring donation`}>
          <p>{t`Once resumed, its next Pix is sent on ${next}; the unpaid one is not sent again.`}</p>
          {resume.isError ? <p className={styles.error}>{t`It could not be resumed. Please try again.`}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={resume.isPending}>
              {t`Resume the donation`}
            </Button>
          </div>
        </form>
      </>
    );
  }
  const amount = pending ? formatCurrency(pending.total / 100, gift.moeda, i18n.locale) : '';
  const until = pending ? formatDate(pending.expiraEm, i18n.locale, DateTime.DATETIME_MED, timeZone) : '';
  return (
    <>
      <p>{t`Paid by Pix: a new Pix is e-mailed to you on each date.`}</p>
      {pending ? (
        <Alert type="info">
          {t`This period's Pix of ${amount} is waiting to be paid, until ${until}.`} <Link to={paymentsPaths.payment.href(pending.codigoPagamento)}>{t`Pay this Pix`}</Link>
        </Alert>
      ) : null}
      <p>{t`Next Pix: ${next}`}</p>
    </>
  );
}
