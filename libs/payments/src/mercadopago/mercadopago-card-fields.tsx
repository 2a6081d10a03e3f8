import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getMeQueryOptions, useDataAccess } from '@church/data-access';
import { cpfDigits, formatCpf, isValidCpf } from '@church/forms';
import { isLoggedInAtom, useAtomValue } from '@church/state';
import { Field } from '@church/payment-ui';
import { CardFieldsError, type CardFieldsSlot } from '../card-fields/card-fields-handle';
import { CARD_FIELDS_ERROR_ID, CardFieldsNotice } from '../card-fields/card-fields-notice';
import { type MercadoPagoField, mercadoPagoFor } from './mercadopago-loader';
import styles from '../card-fields/provider-card-fields.module.css';

export interface MercadoPagoCardFieldsProps {
  /** The church's Mercado Pago public key. */
  publicKey: string;
  /** The card holder's name (it goes only to Mercado Pago, with the card). */
  holder: string;
  onHolderChange: (holder: string) => void;
  /** Errors shown on the holder's name (`titular`), the holder's CPF (`cpfTitular`) and on the card (`numero`). */
  errors: Partial<Record<string, string>>;
  /** Where the mounted fields leave what the page asks of them. */
  handleRef: CardFieldsSlot;
}

type SecureField = 'cardNumber' | 'expirationDate' | 'securityCode';

/**
 * A card typed into Mercado Pago's own secure fields (MercadoPago.js, each field a frame of Mercado
 * Pago's): the number, expiry and security code go only to Mercado Pago, which answers a one-use card
 * token for the page to name, made with the holder's name and CPF (Mercado Pago asks a Brazilian
 * holder's document). Loaded only where Mercado Pago takes the church's cards.
 */
export default function MercadoPagoCardFields({ publicKey, holder, onHolderChange, errors, handleRef }: MercadoPagoCardFieldsProps) {
  const { t, i18n } = useLingui();
  const [cpf, setCpf] = useState('');
  // The handle reads the CPF as typed when it is asked for a token.
  const cpfNow = useRef(cpf);
  const typeCpf = (typedCpf: string) => {
    cpfNow.current = formatCpf(typedCpf);
    setCpf(cpfNow.current);
  };
  // §3's holder flag: a member who holds the card has their name and CPF filled in from the account.
  const { clients } = useDataAccess();
  const signedIn = useAtomValue(isLoggedInAtom);
  const me = useQuery({ ...getMeQueryOptions(clients.api), enabled: signedIn }).data;
  const [holderIsMe, setHolderIsMe] = useState(false);
  const chooseHolderIsMe = (mine: boolean) => {
    setHolderIsMe(mine);
    if (!mine || !me) return;
    onHolderChange(`${me.nome} ${me.sobrenome}`.trim());
    typeCpf(me.cpf ?? '');
  };
  const [loading, setLoading] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [invalid, setInvalid] = useState<Partial<Record<SecureField, boolean>>>({});

  useEffect(() => {
    let gone = false;
    let fields: MercadoPagoField[] = [];
    mercadoPagoFor(publicKey, i18n.locale).then(
      (mercadoPago) => {
        if (gone) return;
        const secure = (type: SecureField, containerId: string, label: string, placeholder: string) =>
          mercadoPago.fields
            .create(type, { placeholder, srLabel: label, ariaRequired: true, style: { fontSize: '16px' } })
            .mount(containerId)
            .on('validityChange', (event) => setInvalid((now) => ({ ...now, [type]: (event.errorMessages?.length ?? 0) > 0 })));
        fields = [
          secure('cardNumber', 'mp-card-number', t`Card number`, '0000 0000 0000 0000'),
          secure('expirationDate', 'mp-card-expiry', t`Expiry (MM/YY)`, t`MM/YY`),
          secure('securityCode', 'mp-card-code', t`Security code`, 'CVV'),
        ];
        handleRef.current = {
          async createPaymentMethod(holderName) {
            const document = cpfDigits(cpfNow.current);
            if (!isValidCpf(document)) throw new CardFieldsError(t`Enter the card holder's CPF.`, 'validation_error', 'cpfTitular');
            let token: { id: string } | undefined;
            try {
              token = await mercadoPago.fields.createCardToken({ cardholderName: holderName, identificationType: 'CPF', identificationNumber: document });
            } catch (error) {
              // Mercado Pago's own refusal of the card as typed is a list of causes; anything else means it could not be reached.
              if (error instanceof Error) throw new CardFieldsError(error.message);
              throw new CardFieldsError(t`Some card information is incorrect. Please check it.`, 'validation_error');
            }
            if (!token?.id) throw new CardFieldsError(t`Some card information is incorrect. Please check it.`, 'validation_error');
            return token.id;
          },
        };
        setLoading('ready');
      },
      () => {
        if (!gone) setLoading('failed');
      },
    );
    return () => {
      gone = true;
      handleRef.current = null;
      for (const field of fields) field.unmount();
    };
  }, [publicKey, i18n.locale, handleRef, t]);

  const typed = invalid.cardNumber || invalid.expirationDate || invalid.securityCode ? t`Check the card number, expiry and security code.` : null;
  const cardError = errors.numero ?? typed ?? (loading === 'failed' ? t`The card fields could not be loaded. Check your connection and reload the page.` : undefined);

  const describedBy = cardError ? CARD_FIELDS_ERROR_ID : undefined;

  return (
    <fieldset className={styles.fields} aria-busy={loading === 'loading'}>
      <legend>{t`Card`}</legend>
      {me ? (
        <label className={styles.check}>
          <input type="checkbox" checked={holderIsMe} onChange={(change) => chooseHolderIsMe(change.target.checked)} />
          {t`I am the card holder`}
        </label>
      ) : null}
      <Field id="card-holder" label={t`Name on the card`} value={holder} onChange={onHolderChange} error={errors.titular} autoComplete="cc-name" maxLength={80} />
      <Field id="card-holder-cpf" label={t`Card holder's CPF`} value={cpf} onChange={typeCpf} error={errors.cpfTitular} inputMode="numeric" maxLength={14} />
      <div className={styles.field}>
        <span id="mp-card-number-label">{t`Card number`}</span>
        <div id="mp-card-number" className={styles.element} role="group" aria-labelledby="mp-card-number-label" aria-describedby={describedBy} />
      </div>
      <div className={styles.pair}>
        <div className={styles.field}>
          <span id="mp-card-expiry-label">{t`Expiry (MM/YY)`}</span>
          <div id="mp-card-expiry" className={styles.element} role="group" aria-labelledby="mp-card-expiry-label" aria-describedby={describedBy} />
        </div>
        <div className={styles.field}>
          <span id="mp-card-code-label">{t`Security code`}</span>
          <div id="mp-card-code" className={styles.element} role="group" aria-labelledby="mp-card-code-label" aria-describedby={describedBy} />
        </div>
      </div>
      <CardFieldsNotice
        error={cardError}
        hint={t`Your card details go straight to our payment provider, Mercado Pago, and never to this site. The card is charged once and not kept.`}
      />
    </fieldset>
  );
}
