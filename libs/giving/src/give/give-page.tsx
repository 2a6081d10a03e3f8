import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, Fragment, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CartaoSalvo, Parcelamento } from '@church/contracts-payments';
import type { DoacaoCriada, OpcoesDoacao } from '@church/contracts-giving';
import { ApiError, useChurch } from '@church/data-access';
import { CAPTCHA_REFUSED, captchaMessage, useCaptcha } from '@church/forms';
import { formatCurrency, formatWholeCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { ChallengeFrame, EMPTY_VISITOR, formStepsClassName, GuestDetailsForm, METHOD_LABELS, type VisitorDetails, visitorErrors, visitorPayload } from '@church/payment-ui';
import { keepsCards, PaymentForm, PaymentNotices, useCountryOptions, useMemberCountry, usePaymentCheckout, usePaymentChoice } from '@church/payments';
import { accessPathFor } from '@church/routing';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, PageHeader, Spinner, useSettledValue } from '@church/ui';
import { useGiftFee, useGive, useGivingOptions } from '../api/giving-api';
import { givingPaths } from '../paths';
import { amountText, centsOf } from './amount';
import { defaultGiveCheckout, giveCheckoutAtom, isRecurringMethod, lastGiftAtom, RECURRING_METHODS, recurrenceAllowed } from './give-checkout-state';
import { giftFeedback } from './gift-feedback';
import { suggestedAmounts } from './suggested-amounts';
import styles from './give.module.css';

/** §2 "/give": the giving home. */
export function GivePage() {
  const { t } = useLingui();
  const church = useChurch();
  const options = useGivingOptions();
  const churchName = church.nome;
  usePageMeta({ title: `${t`Give`} · ${churchName}`, description: t`Give to ${churchName} online, once or every month.` });
  if (options.isPending) return <Spinner label={t`Loading the giving options`} />;
  if (options.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (!options.data.flagAceitaDoacao) return <EmptyState title={t`This church is not accepting online donations.`} />;
  if (options.data.motivos.length === 0) return <EmptyState title={t`There are no giving options at the moment.`} />;
  return <GiveForm options={options.data} />;
}

/** The instant wallet provider's largest gift (§5). */
const WALLET_MAXIMUM = 499_999;
/** The largest total one payment carries (the contract's largest amount). */
const MAXIMUM_TOTAL = 100_000_000;
/** How long the amount must rest before its fee is asked. */
const FEE_SETTLE_MS = 300;

function GiveForm({ options }: { options: OpcoesDoacao }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const church = useChurch();
  const signedIn = useAtomValue(isLoggedInAtom);
  const [checkout, setCheckout] = useAtom(giveCheckoutAtom);
  const setLastGift = useSetAtom(lastGiftAtom);
  // The gift sent whose outcome is not known yet: the form is locked to it, and giving sends it again.
  const attempt = checkout.attempt ?? null;
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(checkout.motivos.map((given) => [given.idMotivo, amountText(given.valor, i18n.locale)])),
  );
  const [visitor, setVisitor] = useState<VisitorDetails>(EMPTY_VISITOR);
  const [refusal, setRefusal] = useState<string | undefined | null>(null);
  const give = useGive();

  const money = (cents: number) => formatCurrency(cents / 100, options.moeda, i18n.locale);
  const minValue = money(options.valorMinimo);
  const suggested = suggestedAmounts(options.valorMinimo);
  const currency = options.moeda;
  const value = checkout.motivos.reduce((sum, given) => sum + given.valor, 0);
  // The method first: its fee makes the total, which card instalments divide.
  const paymentChoice = usePaymentChoice(options.metodosPagamento, { method: attempt?.request.pagamento.metodo, saveCard: checkout.salvarCartao });
  // Whether a new card is kept is the give checkout's too (§3 "salvarCartao"), kept with it in the session.
  const choice = {
    ...paymentChoice,
    update: (patch: Parameters<typeof paymentChoice.update>[0]) => {
      if (patch.saveCard !== undefined) setCheckout({ ...checkout, salvarCartao: patch.saveCard });
      paymentChoice.update(patch);
    },
  };
  const method = choice.choice.method;
  // The fee follows the amount once it is typed, and the method as soon as it changes (each answer is kept a minute).
  const fee = useGiftFee(useSettledValue(value, FEE_SETTLE_MS), method);
  const covered = checkout.flagUsuarioTaxa;
  const feeNeeded = covered && method !== null && value > 0;
  // The server's answer for this very amount and method, never the last one shown while the next is asked.
  const quote = fee.data && !fee.isPlaceholderData && fee.data.valor === value ? fee.data : undefined;
  // Covering the fee, the total is the server's grossed-up one (unknown until it answers); otherwise the gift itself.
  const total: number | null = feeNeeded ? (quote?.totalComTaxa ?? null) : value;
  const canRecur = signedIn && checkout.allowRecurrency && recurrenceAllowed(checkout.motivos, options.motivos);
  const recurring = canRecur && checkout.recurring;
  const askCpf = method === 'PIX' || method === 'BOLETO';
  const shownTotal = attempt ? attempt.request.totalEsperado : total;
  const totalText = shownTotal === null ? null : money(shownTotal);
  const valueText = money(value);
  const churchName = church.nome;
  const feeHint = (() => {
    if (!method) return t`Choose how to pay to see its fee.`;
    if (value <= 0) return t`Enter an amount to see the fee.`;
    if (quote) {
      const feeText = money(quote.taxaCoberta);
      const methodName = i18n._(METHOD_LABELS[method]);
      return t`${feeText} more by ${methodName}, so that ${churchName} receives the whole ${valueText}.`;
    }
    return fee.isError ? t`The fee could not be calculated. Please try again.` : t`Calculating the fee…`;
  })();

  const finish = (gift: DoacaoCriada) => {
    setLastGift(gift);
    setCheckout(defaultGiveCheckout());
    void navigate(givingPaths.thankYou.href());
  };
  // Pix and slips are for payers in Brazil: a member's country is their account's, a visitor's what they say.
  const askCountry = !signedIn && options.metodosPagamento.some((candidate) => candidate === 'PIX' || candidate === 'BOLETO');
  const countries = useCountryOptions(askCountry);
  const memberCountry = useMemberCountry(signedIn);
  const payment = usePaymentCheckout({
    choice,
    signedIn,
    payerCountry: signedIn ? memberCountry : askCountry ? visitor.pais || 'BR' : null,
    attempt,
    keepAttempt: (kept) => setCheckout({ ...checkout, attempt: kept }),
    send: (sent) => give.mutateAsync(sent),
    onPaid: finish,
    // A final refusal (the attempt is already over): the donor reads what it means; the next gift is a new attempt.
    onRefused: (error) => setRefusal(error instanceof ApiError ? error.problem?.code : undefined),
    // Instalments without interest (the church takes it), never for a recurring gift.
    installments: { amount: total, max: options.qtdeMaxParcelas, withInterest: false, allowed: !recurring },
  });
  const errors = payment.errors;
  // A visitor's gift is where stolen cards are tried: the captcha, solved by the widget while the form is filled in.
  const captcha = useCaptcha(!signedIn && !attempt, refusal === CAPTCHA_REFUSED ? captchaMessage() : undefined);
  /** Whether a recurring gift may be given by `option`: Pix, or a card the church's provider keeps for the next periods. */
  const recursBy = (option: string | null | undefined) => isRecurringMethod(option) && (option !== 'CARTAO_CREDITO' || keepsCards(payment.cardProvider));

  const choose = (idMotivo: number, chosen: boolean) => {
    const motivos = chosen ? [...checkout.motivos, { idMotivo, valor: 0 }] : checkout.motivos.filter((given) => given.idMotivo !== idMotivo);
    setCheckout({ ...checkout, motivos, total: motivos.reduce((sum, given) => sum + given.valor, 0) });
  };
  const setAmount = (idMotivo: number, text: string) => {
    setTexts((current) => ({ ...current, [idMotivo]: text }));
    const motivos = checkout.motivos.map((given) => (given.idMotivo === idMotivo ? { ...given, valor: centsOf(text) ?? 0 } : given));
    setCheckout({ ...checkout, motivos, total: motivos.reduce((sum, given) => sum + given.valor, 0) });
  };

  /** What is wrong with the gift as given (the payment's own fields are checked with it). */
  const validate = (): Record<string, string> => {
    setRefusal(null);
    const found: Record<string, string> = {};
    if (checkout.motivos.length === 0) found.motivos = t`Choose at least one giving option.`;
    for (const given of checkout.motivos) {
      if (!texts[given.idMotivo]?.trim()) found[`valor-${given.idMotivo}`] = t`Enter an amount.`;
      else if (given.valor < options.valorMinimo) found[`valor-${given.idMotivo}`] = t`The minimum amount is ${minValue}.`;
    }
    if (!method) found.metodo = t`Choose how to pay.`;
    if (method === 'CARTEIRA_DIGITAL' && total !== null && total > WALLET_MAXIMUM) found.metodo = t`The digital wallet takes at most R$ 4.999,99 per donation.`;
    if (total !== null && total > MAXIMUM_TOTAL) found.taxa = t`The total is above the largest amount one donation can carry.`;
    if (feeNeeded && total === null) found.taxa = fee.isError ? t`The fee could not be calculated. Please try again.` : t`The fee is still being calculated. Try again in a moment.`;
    if (!signedIn) {
      const visitorFound = visitorErrors(visitor, askCpf, { required: t`This field is required.`, email: t`Enter a valid e-mail address.`, phone: t`Use digits, spaces, +, - and parentheses.`, cpf: t`Enter a valid CPF.` });
      for (const [field, message] of Object.entries(visitorFound)) if (message) found[`visitante.${field}`] = message;
    }
    return found;
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const solution = attempt ? undefined : await captcha.solution();
    void payment.submit({
      validate,
      request: (pagamento) => {
        // The solution is spent on this attempt (its retries send it again); the next attempt gets a new one.
        if (solution) captcha.renew();
        return {
          igreja: church.id,
          motivos: checkout.motivos,
          flagUsuarioTaxa: covered,
          totalEsperado: total ?? value,
          pagamento,
          ...(recurring ? { recorrenciaDias: checkout.recorrenciaDias } : {}),
          ...(signedIn ? {} : { doador: visitorPayload(visitor, askCpf, askCountry), ...(solution ? { captcha: solution } : {}) }),
        };
      },
    });
  };

  const recurs = attempt ? attempt.request.recorrenciaDias !== undefined : recurring;
  const giveLabel = payment.busy
    ? t`Processing…`
    : totalText === null
      ? recurs
        ? t`Give now and then automatically`
        : t`Give`
      : recurs
        ? t`Give ${totalText} now and then automatically`
        : t`Give ${totalText}`;

  if (payment.challenge) return <ChallengeFrame url={payment.challenge.url} onComplete={payment.challenge.complete} />;

  return (
    <form className={`${styles.page} ${formStepsClassName}`} onSubmit={(submitted) => void submit(submitted)} noValidate>
      <PageHeader title={t`Give`} subtitle={t`Thank you for your generosity.`} />
      {refusal !== null ? (
        <Alert type="error">
          {refusal === CAPTCHA_REFUSED ? captchaMessage() : i18n._(giftFeedback(refusal))} {refusal === 'DOACAO_VALOR_MINIMO' ? t`The minimum amount is ${minValue}.` : null}
        </Alert>
      ) : null}
      <PaymentNotices payment={payment}>{signedIn ? <Link to={givingPaths.mine.href()}>{t`My giving`}</Link> : null}</PaymentNotices>
      {attempt ? (
        <dl className={styles.totals}>
          {attempt.request.motivos.map((given) => (
            <Fragment key={given.idMotivo}>
              <dt>{options.motivos.find((reason) => reason.id === given.idMotivo)?.nome ?? t`Donation`}</dt>
              <dd>{money(given.valor)}</dd>
            </Fragment>
          ))}
          <dt>{t`Payment method`}</dt>
          <dd>{i18n._(METHOD_LABELS[attempt.request.pagamento.metodo])}</dd>
          {attempt.request.flagUsuarioTaxa ? (
            <>
              <dt>{t`Fees you cover`}</dt>
              <dd>{money(attempt.request.totalEsperado - attempt.request.motivos.reduce((sum, given) => sum + given.valor, 0))}</dd>
            </>
          ) : null}
          <dt>{t`Total`}</dt>
          <dd>{totalText}</dd>
        </dl>
      ) : (
        <>
          <fieldset className={styles.box} aria-describedby={errors.motivos ? 'motivos-error' : undefined}>
            <legend>{t`What would you like to give to?`}</legend>
            {options.motivos.map((reason) => {
              const given = checkout.motivos.find((item) => item.idMotivo === reason.id);
              const error = errors[`valor-${reason.id}`];
              const reasonName = reason.nome;
              return (
                <div key={reason.id} className={styles.reason}>
                  <label className={styles.choice}>
                    <input type="checkbox" checked={given !== undefined} onChange={(change) => choose(reason.id, change.target.checked)} />
                    <span>
                      <strong>{reason.nome}</strong>
                      {reason.descricao ? <span className={styles.hint}>{reason.descricao}</span> : null}
                    </span>
                  </label>
                  {given ? (
                    <div className={styles.amount}>
                      <div className={styles.chips} role="group" aria-label={t`Suggested amounts for ${reasonName}`}>
                        {suggested.map((cents) => (
                          <button
                            key={cents}
                            type="button"
                            className={styles.chip}
                            aria-pressed={given.valor === cents}
                            onClick={() => setAmount(reason.id, amountText(cents, i18n.locale))}
                          >
                            {formatWholeCurrency(cents / 100, options.moeda, i18n.locale)}
                          </button>
                        ))}
                      </div>
                      <label htmlFor={`valor-${reason.id}`}>{t`Amount for ${reasonName} (${currency})`}</label>
                      <input
                        id={`valor-${reason.id}`}
                        inputMode="decimal"
                        autoComplete="off"
                        value={texts[reason.id] ?? ''}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `valor-${reason.id}-error` : undefined}
                        onChange={(change) => setAmount(reason.id, change.target.value)}
                      />
                      {error ? (
                        <p id={`valor-${reason.id}-error`} className={styles.error}>
                          {error}
                        </p>
                      ) : null}
                    </div>
                  ) : null}
                </div>
              );
            })}
            {errors.motivos ? (
              <p id="motivos-error" className={styles.error}>
                {errors.motivos}
              </p>
            ) : null}
            <p className={styles.hint}>{t`The minimum amount is ${minValue}.`}</p>
          </fieldset>

          <fieldset className={styles.box}>
            <legend>{t`How often?`}</legend>
            {signedIn ? (
              <>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={recurring}
                    disabled={!canRecur}
                    onChange={(change) => {
                      setCheckout({ ...checkout, recurring: change.target.checked });
                      // A recurring donation is charged to a card the church keeps, or paid by Pix where the church takes it.
                      if (change.target.checked && !recursBy(method)) {
                        const recurringMethod = RECURRING_METHODS.find((candidate) => options.metodosPagamento.includes(candidate) && recursBy(candidate));
                        if (recurringMethod) choice.update({ method: recurringMethod });
                      }
                    }}
                  />
                  {t`Give this again automatically`}
                </label>
                {!canRecur && checkout.motivos.length > 1 ? <p className={styles.hint}>{t`Recurring donations go to one giving option only.`}</p> : null}
                {!canRecur && checkout.motivos.length === 1 ? <p className={styles.hint}>{t`This giving option does not take recurring donations.`}</p> : null}
                {recurring ? (
                  <div className={styles.amount}>
                    <label htmlFor="frequency">{t`Every`}</label>
                    <select id="frequency" value={checkout.recorrenciaDias} onChange={(change) => setCheckout({ ...checkout, recorrenciaDias: Number(change.target.value) })}>
                      <option value={7}>{t`week`}</option>
                      <option value={14}>{t`two weeks`}</option>
                      <option value={30}>{t`month (30 days)`}</option>
                    </select>
                    <p className={styles.hint}>
                      {method === 'PIX'
                        ? t`Paid by Pix now; then on each date a new Pix is e-mailed to you to pay within a few days (unpaid, the donation pauses). Change or stop it in your account.`
                        : t`Charged to the card now and then on each date; change or stop it in your account.`}
                    </p>
                  </div>
                ) : null}
              </>
            ) : (
              <p>
                {t`This donation is given once.`} <Link to={accessPathFor(`${location.pathname}${location.search}`)}>{t`Sign in to give every month.`}</Link>
              </p>
            )}
          </fieldset>

          <PaymentForm
            payment={payment}
            money={money}
            isMethodDisabled={(option) => recurring && !recursBy(option)}
            offerToSaveCard={signedIn && !recurring}
            payer={
              signedIn ? null : (
                <GuestDetailsForm
                  value={visitor}
                  onChange={setVisitor}
                  askCpf={askCpf}
                  countries={askCountry ? countries : undefined}
                  errors={Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith('visitante.') ? [[field.slice('visitante.'.length), message]] : [])))}
                />
              )
            }
            describeInstallment={(option: Parcelamento) => {
              const count = option.parcelas;
              const each = money(option.valorParcela);
              return count === 1 ? t`In one payment` : t`${count}× ${each} without interest`;
            }}
            describeSavedCard={(saved: CartaoSalvo) => {
              const brand = saved.bandeira.toUpperCase();
              const last = saved.ultimosDigitos;
              return t`${brand} •••• ${last}`;
            }}
          />

          <div className={styles.feeOption}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={covered}
                aria-describedby={errors.taxa ? 'fee-hint fee-error' : 'fee-hint'}
                onChange={(change) => setCheckout({ ...checkout, flagUsuarioTaxa: change.target.checked })}
              />
              {t`I'll cover the fees`}
            </label>
            <p id="fee-hint" className={styles.hint}>
              {feeHint}
            </p>
            {errors.taxa ? (
              <p id="fee-error" className={styles.error}>
                {errors.taxa}
              </p>
            ) : null}
          </div>
          <dl className={styles.totals} aria-live="polite">
            <dt>{t`Donation`}</dt>
            <dd>{valueText}</dd>
            {feeNeeded ? (
              <>
                <dt>{t`Fees you cover`}</dt>
                <dd>{quote ? money(quote.taxaCoberta) : t`Calculating…`}</dd>
              </>
            ) : null}
            <dt>{t`Total`}</dt>
            <dd>{totalText ?? t`Calculating…`}</dd>
          </dl>
        </>
      )}
      {captcha.widget}
      {payment.notice === 'unconfirmed' ? null : (
        // While a gift's outcome is unknown, "Try again" above is the one way on: no second "Give" to fear.
        <Button type="submit" disabled={payment.busy}>
          {giveLabel}
        </Button>
      )}
    </form>
  );
}
