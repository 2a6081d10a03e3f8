import { useLingui } from '@lingui/react/macro';
import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { Endereco, EnderecoInput } from '@church/contracts-member-profile';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import { lookupPostcode, moduleApi, useChurch, useDataAccess, usePlaceLookups, useReferenceData } from '@church/data-access';
import { AddressFields, cepDigits, countryLabel, fieldMessages, formatCep, isBrazilianAddress, rules, TextField } from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useAddresses, useAddressMutations } from '../api/addresses';
import { ConfirmAction } from './confirm-action';
import styles from './screens.module.css';

type AddressValues = Record<'descricao' | 'idPais' | 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado', string> & {
  flagPrincipal: boolean;
};

const emptyAddress: AddressValues = {
  descricao: '', idPais: '', cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '', flagPrincipal: false,
};

/** A CEP is shown as 00000-000; another country's postcode as it was written. */
function shownPostcode(cep: string): string {
  return /^\d{8}$/.test(cep) ? formatCep(cep) : cep;
}

function toValues(address: Endereco): AddressValues {
  return {
    descricao: address.descricao ?? '',
    idPais: address.idPais ? String(address.idPais) : '',
    cep: shownPostcode(address.cep),
    logradouro: address.logradouro,
    numero: address.numero,
    complemento: address.complemento ?? '',
    bairro: address.bairro,
    cidade: address.cidade,
    estado: address.estado,
    flagPrincipal: address.flagPrincipal ?? false,
  };
}

function toInput(values: AddressValues, brazilCountryId: string | null): EnderecoInput {
  return {
    descricao: values.descricao.trim() || null,
    idPais: values.idPais ? Number.parseInt(values.idPais, 10) : null,
    cep: isBrazilianAddress(values.idPais, brazilCountryId) ? cepDigits(values.cep) : values.cep.trim(),
    logradouro: values.logradouro.trim(),
    numero: values.numero.trim(),
    complemento: values.complemento.trim() || null,
    bairro: values.bairro.trim(),
    cidade: values.cidade.trim(),
    estado: values.estado.trim(),
    flagPrincipal: values.flagPrincipal,
  };
}

interface AddressFormProps {
  initial: AddressValues;
  onSave: (values: AddressValues, brazilCountryId: string | null) => Promise<void>;
  onCancel: () => void;
}

function AddressForm(props: AddressFormProps) {
  const { t, i18n } = useLingui();
  const { clients } = useDataAccess();
  const reference = useReferenceData();
  const locale = i18n.locale;
  const brazilCountryId = String(reference.countries.find((country) => country.sigla === 'BR')?.id ?? '') || null;
  // Until the countries are known the form cannot tell whether the postcode must be a CEP.
  if (reference.isPending && !reference.isError) return <Spinner label={t`Loading addresses`} />;
  return (
    <Formik
      initialValues={props.initial}
      validationSchema={yup.object({
        cep: yup.string().when('idPais', ([idPais]: (string | undefined)[]) =>
          isBrazilianAddress(idPais, brazilCountryId) ? rules.cep() : rules.required().max(20, () => fieldMessages.max(20)),
        ),
        logradouro: rules.required().max(200),
        numero: rules.required().max(20),
        bairro: rules.required().max(100),
        cidade: rules.required().max(100),
        estado: rules.required().max(60),
      })}
      onSubmit={async (values, helpers) => {
        try {
          await props.onSave(values, brazilCountryId);
        } catch {
          helpers.setStatus(t`Could not save the address. Please try again.`);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className={styles.panel}>
          <TextField name="descricao" label={t`Name (home, work…)`} />
          <AddressFields
            locale={locale}
            required
            brazilCountryId={brazilCountryId}
            countries={reference.countries.map((c) => ({ value: String(c.id), label: countryLabel(c.sigla, c.nome, locale), sigla: c.sigla }))}
            usePlaces={usePlaceLookups}
            lookupPostcode={async (cep) => {
              const found = await lookupPostcode(moduleApi<ReferenceDataPaths>(clients), cep);
              return found ? { logradouro: found.logradouro, bairro: found.bairro, cidade: found.localidade, estado: found.uf } : null;
            }}
          />
          <label className={styles.checkbox}>
            <Field type="checkbox" name="flagPrincipal" />
            {t`Main address`}
          </label>
          {status ? <Alert type="error">{status}</Alert> : null}
          <div className={styles.row}>
            <Button type="submit" disabled={isSubmitting}>
              {t`Save address`}
            </Button>
            <Button variant="secondary" onClick={props.onCancel}>
              {t`Cancel`}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** The member's addresses: add, edit, delete. */
export function AddressesPage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const addresses = useAddresses();
  const reference = useReferenceData();
  /** The country of an address abroad, named in the reader's language (a Brazilian one is not named). */
  const abroad = (idPais: number | null | undefined) => {
    const country = reference.countries.find((candidate) => candidate.id === idPais);
    return country && country.sigla !== 'BR' ? countryLabel(country.sigla, country.nome, i18n.locale) : null;
  };
  const { save, remove } = useAddressMutations();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  usePageMeta({ title: `${t`Addresses`} · ${church.nome}` });

  return (
    <>
      <PageHeader title={t`Addresses`} />
      {addresses.isPending ? <Spinner label={t`Loading addresses`} /> : null}
      {addresses.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {addresses.data?.length === 0 && editing !== 'new' ? <EmptyState title={t`No addresses yet`} /> : null}
      <ul className={styles.cards}>
        {(addresses.data ?? []).map((address) => {
          const street = address.logradouro;
          return editing === address.id ? (
            <li key={address.id}>
              <AddressForm
                initial={toValues(address)}
                onCancel={() => setEditing(null)}
                onSave={async (values, brazilCountryId) => {
                  await save.mutateAsync({ id: address.id, body: toInput(values, brazilCountryId) });
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li key={address.id} className={styles.card}>
              <div>
                <p>
                  <strong>{address.descricao || t`Address`}</strong>
                  {address.flagPrincipal ? ` · ${t`Main address`}` : ''}
                </p>
                <p className={styles.muted}>
                  {[`${address.logradouro}, ${address.numero}`, address.complemento, address.bairro, `${address.cidade} - ${address.estado}`, shownPostcode(address.cep), abroad(address.idPais)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {confirming === address.id ? (
                <ConfirmAction
                  question={t`Delete this address?`}
                  confirmLabel={t`Delete`}
                  busy={remove.isPending}
                  onCancel={() => setConfirming(null)}
                  onConfirm={() => remove.mutate(address.id, { onSuccess: () => setConfirming(null) })}
                />
              ) : (
                <div className={styles.row}>
                  <Button variant="secondary" onClick={() => setEditing(address.id)} aria-label={t`Edit address: ${street}`}>
                    {t`Edit`}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(address.id)} aria-label={t`Delete address: ${street}`}>
                    {t`Delete`}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editing === 'new' ? (
        <AddressForm
          initial={emptyAddress}
          onCancel={() => setEditing(null)}
          onSave={async (values, brazilCountryId) => {
            await save.mutateAsync({ body: toInput(values, brazilCountryId) });
            setEditing(null);
          }}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>{t`Add address`}</Button>
      )}
    </>
  );
}
