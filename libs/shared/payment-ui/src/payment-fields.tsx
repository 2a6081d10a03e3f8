import { useLingui } from '@lingui/react/macro';
import styles from './fields.module.css';

export interface CardFields {
  numero: string;
  titular: string;
  validade: string;
  cvv: string;
}

export interface AchFields {
  numeroConta: string;
  numeroRoteamento: string;
  tipoConta: 'checking' | 'savings';
  titular: string;
}

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  maxLength?: number;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
}

export function Field({ id, label, value, onChange, error, ...input }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(change) => onChange(change.target.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The §3 card fields: holder, number, expiry (MM/AA or MM/AAAA) and CVV. */
export function CardForm({ value, onChange, errors }: { value: CardFields; onChange: (card: CardFields) => void; errors: Partial<Record<keyof CardFields, string>> }) {
  const { t } = useLingui();
  const set = (field: keyof CardFields) => (next: string) => onChange({ ...value, [field]: next });
  return (
    <fieldset className={styles.fields}>
      <legend>{t`Card`}</legend>
      <Field id="card-holder" label={t`Name on the card`} value={value.titular} onChange={set('titular')} error={errors.titular} autoComplete="cc-name" maxLength={80} />
      <Field id="card-number" label={t`Card number`} value={value.numero} onChange={set('numero')} error={errors.numero} autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className={styles.row}>
        <Field id="card-expiry" label={t`Expiry (MM/YY)`} value={value.validade} onChange={set('validade')} error={errors.validade} autoComplete="cc-exp" maxLength={7} />
        <Field id="card-cvv" label={t`Security code (CVV)`} value={value.cvv} onChange={set('cvv')} error={errors.cvv} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
    </fieldset>
  );
}

/** §3 "Bank (ACH)": account number, routing number, checking or savings, and the holder. */
export function AchForm({ value, onChange, errors }: { value: AchFields; onChange: (ach: AchFields) => void; errors: Partial<Record<keyof AchFields, string>> }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.fields}>
      <legend>{t`Bank account`}</legend>
      <Field id="ach-holder" label={t`Account holder`} value={value.titular} onChange={(titular) => onChange({ ...value, titular })} error={errors.titular} maxLength={120} />
      <Field id="ach-account" label={t`Account number`} value={value.numeroConta} onChange={(numeroConta) => onChange({ ...value, numeroConta })} error={errors.numeroConta} inputMode="numeric" maxLength={17} />
      <Field id="ach-routing" label={t`Routing number`} value={value.numeroRoteamento} onChange={(numeroRoteamento) => onChange({ ...value, numeroRoteamento })} error={errors.numeroRoteamento} inputMode="numeric" maxLength={9} />
      <div className={styles.field}>
        <label htmlFor="ach-type">{t`Account type`}</label>
        <select id="ach-type" value={value.tipoConta} onChange={(change) => onChange({ ...value, tipoConta: change.target.value as AchFields['tipoConta'] })}>
          <option value="checking">{t`Checking`}</option>
          <option value="savings">{t`Savings`}</option>
        </select>
      </div>
    </fieldset>
  );
}

/** What is wrong with a card as typed, before it is sent to be tokenised. */
export function cardErrors(card: CardFields, messages: { required: string; number: string; expiry: string; cvv: string }): Partial<Record<keyof CardFields, string>> {
  const errors: Partial<Record<keyof CardFields, string>> = {};
  if (card.titular.trim().length < 2) errors.titular = messages.required;
  if (!/^[0-9 ]{12,23}$/.test(card.numero.trim())) errors.numero = messages.number;
  if (!/^(0[1-9]|1[0-2])\/([0-9]{2}|[0-9]{4})$/.test(card.validade.trim())) errors.validade = messages.expiry;
  if (!/^[0-9]{3,4}$/.test(card.cvv.trim())) errors.cvv = messages.cvv;
  return errors;
}

export function achErrors(ach: AchFields, messages: { required: string; account: string; routing: string }): Partial<Record<keyof AchFields, string>> {
  const errors: Partial<Record<keyof AchFields, string>> = {};
  if (!ach.titular.trim()) errors.titular = messages.required;
  if (!/^[0-9]{4,17}$/.test(ach.numeroConta)) errors.numeroConta = messages.account;
  if (!/^[0-9]{9}$/.test(ach.numeroRoteamento)) errors.numeroRoteamento = messages.routing;
  return errors;
}
