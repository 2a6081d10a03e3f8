import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import type { CartaoSalvo, Parcelamento } from '@church/contracts-payments';
import { AchForm, CardForm, METHOD_LABELS } from '@church/payment-ui';
import { Spinner } from '@church/ui';
import { useCardLabel } from '../cards/card-label';
import { keepsCards, usesProviderFields } from '../card-fields/card-provider';
import { LazyMercadoPagoCardFields } from '../mercadopago/lazy-card-fields';
import { LazyStripeCardFields } from '../stripe/lazy-card-fields';
import { usePayingDocument } from '../card-fields/paying-document';
import { SandboxNotice } from './sandbox-notice';
import type { PaymentChoiceState, PaymentMethod } from './use-payment-checkout';
import styles from './payment-form.module.css';


export interface PaymentFormProps {
  /** The checkout's payment (`usePaymentCheckout`). */
  payment: PaymentChoiceState;
  /** An amount in cents, in the currency paid in. */
  money: (cents: number) => string;
  /** Said instead of the methods when there are none. */
  noMethods?: ReactNode;
  /** A method that cannot be chosen now (a recurring gift is charged to a card). */
  isMethodDisabled?: (method: PaymentMethod) => boolean;
  /** Told when the payer picks another method (instalments go back to one). */
  onMethodChange?: (method: PaymentMethod) => void;
  /** Offers to keep a new card for next time (a member's, unless the page keeps it anyway). */
  offerToSaveCard?: boolean;
  /** Who pays, when a visitor does (their details), shown after the choice of method. */
  payer?: ReactNode;
  /** What a method needs said before paying, besides the form's own (Pix and slips: the code comes after confirming). */
  notes?: Partial<Record<PaymentMethod, ReactNode>>;
  /** How an instalment option reads (by default: "6× $45.00 with interest ($270.00)"). */
  describeInstallment?: (option: Parcelamento) => string;
  /** How a saved card reads (by default: "VISA •••• 4242, expires 12/40"). */
  describeSavedCard?: (card: CartaoSalvo) => string;
}

/**
 * The one payment form of the product's checkouts (§3 "Checkout state": method, payment data,
 * instalments): the methods offered, the member's saved cards or a new card's fields (and whether to keep
 * it), a bank account's, the card instalments, and what a method needs said. Its state and errors are
 * the checkout's payment (`usePaymentCheckout`); the page lays it inside its own form, with what is paid
 * for, the totals and the submit button.
 */
export function PaymentForm({ payment, money, noMethods, isMethodDisabled, onMethodChange, offerToSaveCard = payment.signedIn, payer, notes, describeInstallment, describeSavedCard }: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const cardLabel = useCardLabel();
  const { choice, update, errors, savedCards, savedCard, installments, cardProvider } = payment;
  const byCard = choice.method === 'CARTAO_CREDITO';
  // A provider's fields need this page's own CSP: a page the app came to without loading it loads itself once.
  const reloading = usePayingDocument(usesProviderFields(cardProvider) && payment.methods.includes('CARTAO_CREDITO'));
  const installmentLabel =
    describeInstallment ??
    ((option: Parcelamento) => {
      const count = option.parcelas;
      const each = money(option.valorParcela);
      const all = money(option.valorTotal);
      return count === 1 ? t`1× ${all}` : option.flagJuros ? t`${count}× ${each} with interest (${all})` : t`${count}× ${each} without interest (${all})`;
    });
  const defaultNotes: Partial<Record<PaymentMethod, ReactNode>> = {
    PIX: <p>{t`You will get the code to pay right after confirming.`}</p>,
    BOLETO: <p>{t`You will get the code to pay right after confirming.`}</p>,
  };
  const note = choice.method ? (notes?.[choice.method] ?? defaultNotes[choice.method] ?? null) : null;
  if (reloading) return <Spinner label={t`Loading the card fields`} />;

  return (
    <>
      <fieldset className={styles.box} aria-describedby={errors.metodo ? 'metodo-error' : undefined}>
        <legend>{t`Payment method`}</legend>
        {payment.methods.length === 0 ? noMethods : null}
        {payment.methods.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="method"
              value={option}
              checked={choice.method === option}
              disabled={isMethodDisabled?.(option)}
              onChange={() => {
                update({ method: option, installments: 1 });
                onMethodChange?.(option);
              }}
            />
            {i18n._(METHOD_LABELS[option])}
          </label>
        ))}
        {payment.hiddenForAbroad ? <p className={styles.hint}>{t`Pix and bank slips are for payers who live in Brazil.`}</p> : null}
        {errors.metodo ? (
          <p id="metodo-error" className={styles.error}>
            {errors.metodo}
          </p>
        ) : null}
      </fieldset>
      {byCard && savedCards.length > 0 ? (
        <fieldset className={styles.box}>
          <legend>{t`Which card?`}</legend>
          {savedCards.map((saved) => (
            <label key={saved.id} className={styles.choice}>
              <input type="radio" name="card" checked={savedCard === saved.id} onChange={() => update({ savedCard: saved.id })} />
              {(describeSavedCard ?? cardLabel)(saved)}
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="card" checked={savedCard === null} onChange={() => update({ savedCard: null })} />
            {t`A new card`}
          </label>
        </fieldset>
      ) : null}
      {payer}
      {byCard && savedCard === null ? (
        <>
          {cardProvider.kind === 'mercadopago' ? (
            <Suspense fallback={<Spinner label={t`Loading the card fields`} />}>
              <LazyMercadoPagoCardFields
                publicKey={cardProvider.publicKey}
                holder={choice.card.titular}
                onHolderChange={(titular) => update({ card: { ...choice.card, titular } })}
                errors={errors}
                handleRef={payment.cardFields}
              />
            </Suspense>
          ) : cardProvider.kind === 'stripe' ? (
            <Suspense fallback={<Spinner label={t`Loading the card fields`} />}>
              <LazyStripeCardFields
                publishableKey={cardProvider.publishableKey}
                holder={choice.card.titular}
                onHolderChange={(titular) => update({ card: { ...choice.card, titular } })}
                errors={errors}
                handleRef={payment.cardFields}
              />
            </Suspense>
          ) : (
            <>
              <SandboxNotice />
              <CardForm value={choice.card} onChange={(card) => update({ card })} errors={errors} />
            </>
          )}
          {offerToSaveCard && keepsCards(cardProvider) ? (
            <label className={styles.choice}>
              <input type="checkbox" checked={choice.saveCard} onChange={(change) => update({ saveCard: change.target.checked })} />
              {t`Save this card for next time`}
            </label>
          ) : null}
        </>
      ) : null}
      {choice.method === 'ACH' ? <AchForm value={choice.ach} onChange={(ach) => update({ ach })} errors={errors} /> : null}
      {installments.offered && installments.options.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor="installments">{t`Installments`}</label>
          <select id="installments" value={installments.chosen?.parcelas ?? 1} onChange={(change) => update({ installments: Number(change.target.value) })}>
            {installments.options.map((option) => (
              <option key={option.parcelas} value={option.parcelas}>
                {installmentLabel(option)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {note}
    </>
  );
}
