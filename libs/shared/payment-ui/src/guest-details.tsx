import { useLingui } from '@lingui/react/macro';
import type { VisitorDetails as Visitante } from './payment-types';
import { isValidCpf } from '@church/forms';
import { Field } from './payment-fields';
import styles from './fields.module.css';

export const EMPTY_VISITOR: Visitante = { nome: '', sobrenome: '', email: '', telefone: '', cpf: '' };

export type VisitorErrors = Partial<Record<keyof Visitante, string>>;

/** A country the visitor may say they live in: its ISO code and its name in the page's language. */
export interface CountryOption {
  value: string;
  label: string;
}

/**
 * §3 "unregisteredUserData": who buys without an account, and where their tickets are sent; a CPF when
 * Pix or a bank slip asks for one; where they live when the church takes Pix or slips (§5: only for
 * payers in Brazil), from `countries` (Brazil unless they say otherwise).
 */
export function GuestDetailsForm({
  value,
  onChange,
  errors,
  askCpf,
  countries,
}: {
  value: Visitante;
  onChange: (visitor: Visitante) => void;
  errors: VisitorErrors;
  askCpf: boolean;
  countries?: readonly CountryOption[];
}) {
  const { t } = useLingui();
  const set = (field: keyof Visitante) => (next: string) => onChange({ ...value, [field]: next });
  return (
    <fieldset className={styles.fields}>
      <legend>{t`Your details`}</legend>
      <p>{t`We will e-mail you the link to your tickets and their payment.`}</p>
      <div className={styles.row}>
        <Field id="guest-name" label={t`First name`} value={value.nome} onChange={set('nome')} error={errors.nome} autoComplete="given-name" maxLength={60} />
        <Field id="guest-surname" label={t`Last name`} value={value.sobrenome} onChange={set('sobrenome')} error={errors.sobrenome} autoComplete="family-name" maxLength={60} />
      </div>
      <Field id="guest-email" type="email" label={t`E-mail`} value={value.email} onChange={set('email')} error={errors.email} autoComplete="email" inputMode="email" maxLength={254} />
      <Field id="guest-phone" type="tel" label={t`Phone (optional)`} value={value.telefone ?? ''} onChange={set('telefone')} error={errors.telefone} autoComplete="tel" inputMode="tel" maxLength={30} required={false} />
      {countries && countries.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor="guest-country">{t`Country where you live`}</label>
          <select id="guest-country" value={value.pais || 'BR'} onChange={(change) => onChange({ ...value, pais: change.target.value })} autoComplete="country">
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {askCpf ? <Field id="guest-cpf" label={t`CPF`} value={value.cpf ?? ''} onChange={set('cpf')} error={errors.cpf} inputMode="numeric" maxLength={14} /> : null}
    </fieldset>
  );
}

/** What is wrong with the visitor's data as typed, before the purchase is sent. */
export function visitorErrors(visitor: Visitante, askCpf: boolean, messages: { required: string; email: string; phone: string; cpf: string }): VisitorErrors {
  const errors: VisitorErrors = {};
  if (!visitor.nome.trim()) errors.nome = messages.required;
  if (!visitor.sobrenome.trim()) errors.sobrenome = messages.required;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(visitor.email.trim())) errors.email = messages.email;
  if (visitor.telefone && !/^[0-9 ()+-]*$/.test(visitor.telefone)) errors.telefone = messages.phone;
  if (askCpf && !isValidCpf(visitor.cpf ?? '')) errors.cpf = messages.cpf;
  return errors;
}

/** The visitor's data as the API takes it: trimmed, without empty optional fields (the country only where it was asked). */
export function visitorPayload(visitor: Visitante, askCpf: boolean, askCountry = false): Visitante {
  const telefone = visitor.telefone?.trim();
  const cpf = visitor.cpf?.trim();
  return {
    nome: visitor.nome.trim(),
    sobrenome: visitor.sobrenome.trim(),
    email: visitor.email.trim(),
    ...(telefone ? { telefone } : {}),
    ...(askCpf && cpf ? { cpf } : {}),
    ...(askCountry ? { pais: visitor.pais || 'BR' } : {}),
  };
}
