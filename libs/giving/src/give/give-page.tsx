import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DoacaoInput, OpcoesDoacao } from '@church/contracts-giving';
import { ApiError, newAttemptKey, PaymentNotConfirmedError, sendAttempt, useChurch } from '@church/data-access';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import {
  type AchFields,
  AchForm,
  achErrors,
  type CardFields,
  CardForm,
  ChallengeFrame,
  cardErrors,
  EMPTY_VISITOR,
  GuestDetailsForm,
  METHOD_LABELS,
  UnconfirmedPayment,
  type VisitorDetails,
  visitorErrors,
  visitorPayload,
} from '@church/payment-ui';
import { accessPathFor } from '@church/routing';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useGiftCardToken, useGiftFee, useGiftInstallments, useGiftSavedCards, useGive, useGivingOptions } from '../api/giving-api';
import { givingPaths } from '../paths';
import { amountText, centsOf } from './amount';
import { defaultGiveCheckout, type GiftAttempt, giveCheckoutAtom, lastGiftAtom, recurrenceAllowed } from './give-checkout-state';
import { giftFeedback } from './gift-feedback';
import styles from './give.module.css';

type Method = DoacaoInput['pagamento']['metodo'];

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

const EMPTY_CARD: CardFields = { numero: '', titular: '', validade: '', cvv: '' };
const EMPTY_ACH: AchFields = { numeroConta: '', numeroRoteamento: '', tipoConta: 'checking', titular: '' };
/** The instant wallet provider's largest gift (§5). */
const WALLET_MAXIMUM = 499_999;

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
  const [method, setMethod] = useState<Method | null>(attempt?.request.pagamento.metodo ?? (options.metodosPagamento.length === 1 ? (options.metodosPagamento[0] ?? null) : null));
  const [card, setCard] = useState(EMPTY_CARD);
  const [ach, setAch] = useState(EMPTY_ACH);
  const [visitor, setVisitor] = useState<VisitorDetails>(EMPTY_VISITOR);
  const savedCards = useGiftSavedCards().data ?? [];
  const [chosenCard, setChosenCard] = useState<number | null | undefined>(undefined);
  const savedCard = chosenCard === undefined ? (savedCards[0]?.id ?? null) : chosenCard;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | undefined | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  // `sending` while a request is out, `retrying` while the same attempt is sent again by itself.
  const [sending, setSending] = useState<'idle' | 'sending' | 'retrying'>('idle');
  const [gaveUp, setGaveUp] = useState(false);
  const inFlight = useRef(false);
  const stopAsking = useRef<AbortController | null>(null);
  useEffect(() => () => stopAsking.current?.abort(), []);
  const tokenise = useGiftCardToken();
  const give = useGive();

  const money = (cents: number) => formatCurrency(cents / 100, options.moeda, i18n.locale);
  const minValue = money(options.valorMinimo);
  const currency = options.moeda;
  const value = checkout.motivos.reduce((sum, given) => sum + given.valor, 0);
  const fee = useGiftFee(value, method);
  const total = checkout.flagUsuarioTaxa ? (fee.data?.totalComTaxa ?? value) : value;
  const [installments, setInstallments] = useState(1);
  const canRecur = signedIn && checkout.allowRecurrency && recurrenceAllowed(checkout.motivos, options.motivos);
  const recurring = canRecur && checkout.recurring;
  const askCpf = method === 'PIX' || method === 'BOLETO';
  const busy = sending !== 'idle' || tokenise.isPending;
  const canSplit = method === 'CARTAO_CREDITO' && options.qtdeMaxParcelas > 1 && !recurring;
  const installmentOptions = useGiftInstallments(total, options.qtdeMaxParcelas, canSplit).data ?? [];
  const parcelas = canSplit && installmentOptions.some((option) => option.parcelas === installments) ? installments : 1;
  const totalText = money(attempt ? attempt.request.totalEsperado : total);

  const choose = (idMotivo: number, chosen: boolean) => {
    const motivos = chosen ? [...checkout.motivos, { idMotivo, valor: 0 }] : checkout.motivos.filter((given) => given.idMotivo !== idMotivo);
    setCheckout({ ...checkout, motivos, total: motivos.reduce((sum, given) => sum + given.valor, 0) });
  };
  const setAmount = (idMotivo: number, text: string) => {
    setTexts((current) => ({ ...current, [idMotivo]: text }));
    const motivos = checkout.motivos.map((given) => (given.idMotivo === idMotivo ? { ...given, valor: centsOf(text) ?? 0 } : given));
    setCheckout({ ...checkout, motivos, total: motivos.reduce((sum, given) => sum + given.valor, 0) });
  };

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (checkout.motivos.length === 0) found.motivos = t`Choose at least one giving option.`;
    for (const given of checkout.motivos) {
      if (!texts[given.idMotivo]?.trim()) found[`valor-${given.idMotivo}`] = t`Enter an amount.`;
      else if (given.valor < options.valorMinimo) found[`valor-${given.idMotivo}`] = t`The minimum amount is ${minValue}.`;
    }
    if (!method) found.metodo = t`Choose how to pay.`;
    if (method === 'CARTEIRA_DIGITAL' && total > WALLET_MAXIMUM) found.metodo = t`The digital wallet takes at most R$ 4.999,99 per donation.`;
    if (method === 'CARTAO_CREDITO' && savedCard === null) {
      Object.assign(found, cardErrors(card, { required: t`This field is required.`, number: t`Check the card number.`, expiry: t`Use MM/YY.`, cvv: t`3 or 4 digits.` }));
    }
    if (method === 'ACH') Object.assign(found, achErrors(ach, { required: t`This field is required.`, account: t`4 to 17 digits.`, routing: t`9 digits.` }));
    if (!signedIn) {
      const visitorFound = visitorErrors(visitor, askCpf, { required: t`This field is required.`, email: t`Enter a valid e-mail address.`, phone: t`Use digits, spaces, +, - and parentheses.`, cpf: t`Enter a valid CPF.` });
      for (const [field, message] of Object.entries(visitorFound)) if (message) found[`visitante.${field}`] = message;
    }
    return found;
  };

  /** Sends the attempt, and again by itself a few times while its outcome is unknown; only a known outcome ends it. */
  const send = async (sent: GiftAttempt) => {
    const controller = new AbortController();
    stopAsking.current = controller;
    setSending('sending');
    setGaveUp(false);
    try {
      const gift = await sendAttempt(() => give.mutateAsync(sent), { signal: controller.signal, onRetry: () => setSending('retrying') });
      setLastGift(gift);
      if (gift.pagamento.desafio) {
        setCheckout({ ...checkout, attempt: null });
        return setChallenge(gift.pagamento.desafio.url);
      }
      finish();
    } catch (error) {
      // Not confirmed: the attempt stays, and the donor is told so. A final refusal ends it: the next gift is a new attempt.
      if (error instanceof PaymentNotConfirmedError) return setGaveUp(true);
      setCheckout({ ...checkout, attempt: null });
      setRefusal(error instanceof ApiError ? error.problem?.code : undefined);
    } finally {
      inFlight.current = false;
      setSending('idle');
    }
  };

  /** The same attempt again, unchanged ("Try again", or Give while it is open). */
  const sendAgain = () => {
    if (!attempt || inFlight.current) return;
    inFlight.current = true;
    void send(attempt);
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (inFlight.current) return;
    if (attempt) return sendAgain();
    const found = validate();
    setErrors(found);
    setRefusal(null);
    setUnreachable(false);
    if (Object.keys(found).length > 0 || !method) return;
    inFlight.current = true;
    // A new attempt: its card is tokenised once, here, and its key and gift are kept before it is first sent.
    const pagamento: DoacaoInput['pagamento'] = { metodo: method, parcelas };
    if (method === 'CARTAO_CREDITO' && savedCard !== null) pagamento.cartao = { idCartaoSalvo: savedCard };
    else if (method === 'CARTAO_CREDITO') {
      try {
        const token = await tokenise.mutateAsync({ numero: card.numero.trim(), titular: card.titular.trim(), validade: card.validade.trim(), cvv: card.cvv.trim() });
        pagamento.cartao = signedIn ? { token: token.token, salvarCartao: checkout.salvarCartao } : { token: token.token };
      } catch (error) {
        inFlight.current = false;
        // Nothing was given: a card refused is said on its fields, an unreachable service plainly.
        if (error instanceof ApiError && error.status < 500 && error.status !== 429) setErrors({ numero: t`Some card information is incorrect. Please check it.` });
        else setUnreachable(true);
        return;
      }
    }
    if (method === 'ACH') pagamento.ach = ach;
    const next: GiftAttempt = {
      key: newAttemptKey(),
      request: {
        igreja: church.id,
        motivos: checkout.motivos,
        flagUsuarioTaxa: checkout.flagUsuarioTaxa,
        totalEsperado: total,
        pagamento,
        ...(recurring ? { recorrenciaDias: checkout.recorrenciaDias } : {}),
        ...(signedIn ? {} : { doador: visitorPayload(visitor, askCpf) }),
      },
    };
    setCheckout({ ...checkout, attempt: next });
    await send(next);
  };

  const finish = () => {
    setCheckout(defaultGiveCheckout());
    void navigate(givingPaths.thankYou.href());
  };

  if (challenge) return <ChallengeFrame url={challenge} onComplete={finish} />;
  const notice = sending === 'retrying' ? 'retrying' : attempt && sending === 'idle' ? 'unconfirmed' : null;

  return (
    <form className={styles.page} onSubmit={(submitted) => void submit(submitted)} noValidate>
      <PageHeader title={t`Give`} subtitle={t`Thank you for your generosity.`} />
      {refusal !== null ? (
        <Alert type="error">
          {i18n._(giftFeedback(refusal))} {refusal === 'DOACAO_VALOR_MINIMO' ? t`The minimum amount is ${minValue}.` : null}
        </Alert>
      ) : null}
      {notice ? (
        <UnconfirmedPayment state={notice} onTryAgain={sendAgain} focusOnShow={gaveUp}>
          {signedIn ? <Link to={givingPaths.mine.href()}>{t`My giving`}</Link> : null}
        </UnconfirmedPayment>
      ) : null}
      {unreachable ? <Alert type="error">{t`We could not reach the payment service, and nothing was charged. Check your connection and try again.`}</Alert> : null}
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
                      // A recurring donation is charged to a card.
                      if (change.target.checked && options.metodosPagamento.includes('CARTAO_CREDITO')) setMethod('CARTAO_CREDITO');
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
                    <p className={styles.hint}>{t`Charged to the card now and then on each date; change or stop it in your account.`}</p>
                  </div>
                ) : null}
              </>
            ) : (
              <p>
                {t`This donation is given once.`} <Link to={accessPathFor(`${location.pathname}${location.search}`)}>{t`Sign in to give every month.`}</Link>
              </p>
            )}
          </fieldset>

          <fieldset className={styles.box} aria-describedby={errors.metodo ? 'metodo-error' : undefined}>
            <legend>{t`Payment method`}</legend>
            {options.metodosPagamento.map((option) => (
              <label key={option} className={styles.choice}>
                <input type="radio" name="method" value={option} checked={method === option} disabled={recurring && option !== 'CARTAO_CREDITO'} onChange={() => setMethod(option)} />
                {i18n._(METHOD_LABELS[option])}
              </label>
            ))}
            {errors.metodo ? (
              <p id="metodo-error" className={styles.error}>
                {errors.metodo}
              </p>
            ) : null}
          </fieldset>

          {method === 'CARTAO_CREDITO' && savedCards.length > 0 ? (
            <fieldset className={styles.box}>
              <legend>{t`Which card?`}</legend>
              {savedCards.map((saved) => {
                const brand = saved.bandeira.toUpperCase();
                const last = saved.ultimosDigitos;
                return (
                  <label key={saved.id} className={styles.choice}>
                    <input type="radio" name="card" checked={savedCard === saved.id} onChange={() => setChosenCard(saved.id)} />
                    {t`${brand} •••• ${last}`}
                  </label>
                );
              })}
              <label className={styles.choice}>
                <input type="radio" name="card" checked={savedCard === null} onChange={() => setChosenCard(null)} />
                {t`A new card`}
              </label>
            </fieldset>
          ) : null}
          {method === 'CARTAO_CREDITO' && savedCard === null ? (
            <>
              <CardForm value={card} onChange={setCard} errors={errors} />
              {signedIn && !recurring ? (
                <label className={styles.choice}>
                  <input type="checkbox" checked={checkout.salvarCartao} onChange={(change) => setCheckout({ ...checkout, salvarCartao: change.target.checked })} />
                  {t`Save this card for next time`}
                </label>
              ) : null}
        </>
      ) : null}
      {method === 'ACH' ? <AchForm value={ach} onChange={setAch} errors={errors} /> : null}
      {canSplit && installmentOptions.length > 1 ? (
        <div className={styles.amount}>
          <label htmlFor="installments">{t`Installments`}</label>
          <select id="installments" value={parcelas} onChange={(change) => setInstallments(Number(change.target.value))}>
            {installmentOptions.map((option) => {
              const count = option.parcelas;
              const each = money(option.valorParcela);
              return (
                <option key={count} value={count}>
                  {count === 1 ? t`In one payment` : t`${count}× ${each} without interest`}
                </option>
              );
            })}
          </select>
        </div>
      ) : null}
      {signedIn ? null : (
        <GuestDetailsForm
          value={visitor}
          onChange={setVisitor}
          askCpf={askCpf}
          errors={Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith('visitante.') ? [[field.slice('visitante.'.length), message]] : [])))}
        />
      )}
      {method === 'PIX' || method === 'BOLETO' ? <p>{t`You will get the code to pay right after confirming.`}</p> : null}

      <label className={styles.choice}>
        <input type="checkbox" checked={checkout.flagUsuarioTaxa} onChange={(change) => setCheckout({ ...checkout, flagUsuarioTaxa: change.target.checked })} />
        {t`I will cover the payment fees, so that the church receives the whole amount`}
      </label>
      <dl className={styles.totals} aria-live="polite">
        <dt>{t`Donation`}</dt>
        <dd>{money(value)}</dd>
        {checkout.flagUsuarioTaxa && fee.data ? (
          <>
            <dt>{t`Fees`}</dt>
            <dd>{money(fee.data.taxa)}</dd>
          </>
        ) : null}
        <dt>{t`Total`}</dt>
        <dd>{totalText}</dd>
      </dl>
        </>
      )}
      {notice === 'unconfirmed' ? null : (
        // While a gift's outcome is unknown, "Try again" above is the one way on: no second "Give" to fear.
        <Button type="submit" disabled={busy}>
          {busy ? t`Processing…` : (attempt ? attempt.request.recorrenciaDias !== undefined : recurring) ? t`Give ${totalText} now and then automatically` : t`Give ${totalText}`}
        </Button>
      )}
    </form>
  );
}
