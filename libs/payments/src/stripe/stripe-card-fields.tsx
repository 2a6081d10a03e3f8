import { useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent, StripeError } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { Field } from '@church/payment-ui';
import { CardFieldsError, type CardFieldsSlot } from '../card-fields/card-fields-handle';
import { CARD_FIELDS_ERROR_ID, CardFieldsNotice } from '../card-fields/card-fields-notice';
import { stripeFor } from './stripe-loader';
import styles from '../card-fields/provider-card-fields.module.css';

export interface StripeCardFieldsProps {
  /** The church's Stripe publishable key. */
  publishableKey: string;
  /** The card holder's name (ours: it goes only to Stripe, with the card). */
  holder: string;
  onHolderChange: (holder: string) => void;
  /** Errors shown on the holder's name (`titular`) and on the card (`numero`). */
  errors: Partial<Record<'titular' | 'numero', string>>;
  /** Where the mounted fields leave what the page asks of them. */
  handleRef: CardFieldsSlot;
}

/**
 * A card typed into Stripe's own fields (Stripe.js's Card Element, in Stripe's frame): its number,
 * expiry and CVC stay in Stripe's frame and go only to Stripe, which answers a PaymentMethod (or
 * confirms a SetupIntent) for the page to name. Loaded only where Stripe serves the church's cards.
 */
export default function StripeCardFields({ publishableKey, ...props }: StripeCardFieldsProps) {
  // Asked for on the first render in the browser only: the page's first paint needs none of it.
  const [stripe] = useState(() => stripeFor(publishableKey));
  return (
    <Elements stripe={stripe}>
      <CardFields {...props} />
    </Elements>
  );
}

function CardFields({ holder, onHolderChange, errors, handleRef }: Omit<StripeCardFieldsProps, 'publishableKey'>) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [typing, setTyping] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!stripe || !elements) return;
    const card = () => {
      const element = elements.getElement(CardElement);
      if (!element) throw new CardFieldsError(t`The card fields are not ready yet. Please try again.`);
      return element;
    };
    const failure = (error: StripeError) => new CardFieldsError(error.message ?? t`Some card information is incorrect. Please check it.`, error.type);
    handleRef.current = {
      async createPaymentMethod(holderName) {
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card: card(), billing_details: { name: holderName } });
        if (error || !paymentMethod) throw failure(error ?? ({ type: 'api_error' } as StripeError));
        return paymentMethod.id;
      },
      async confirmCardSetup(clientSecret, holderName) {
        const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, { payment_method: { card: card(), billing_details: { name: holderName } } });
        if (error || !setupIntent) throw failure(error ?? ({ type: 'api_error' } as StripeError));
        return setupIntent.id;
      },
    };
    return () => {
      handleRef.current = null;
    };
  }, [stripe, elements, handleRef, t]);

  const onChange = (change: StripeCardElementChangeEvent) => setTyping(change.error?.message ?? null);
  const cardError = typing ?? errors.numero ?? (loadFailed ? t`The card fields could not be loaded. Check your connection and reload the page.` : undefined);

  return (
    <fieldset className={styles.fields}>
      <legend>{t`Card`}</legend>
      <Field id="card-holder" label={t`Name on the card`} value={holder} onChange={onHolderChange} error={errors.titular} autoComplete="cc-name" maxLength={80} />
      <div className={styles.field}>
        <span id="card-element-label">{t`Card number, expiry and security code`}</span>
        <div className={styles.element} role="group" aria-labelledby="card-element-label" aria-describedby={cardError ? CARD_FIELDS_ERROR_ID : undefined}>
          <CardElement options={{ hidePostalCode: true }} onChange={onChange} onLoadError={() => setLoadFailed(true)} />
        </div>
        <CardFieldsNotice error={cardError} hint={t`Your card details go straight to our payment provider, Stripe, and never to this site.`} />
      </div>
    </fieldset>
  );
}
