import { useLingui } from '@lingui/react/macro';
import { Field, Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { Endereco, EnderecoInput } from '@church/contracts-member-profile';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import { lookupPostcode, moduleApi, useChurch, useDataAccess } from '@church/data-access';
import { cepDigits, FieldGrid, formatCep, rules, TextField } from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useAddresses, useAddressMutations } from '../api/addresses';
import { ConfirmAction } from './confirm-action';
import styles from './screens.module.css';

type AddressValues = Record<'descricao' | 'cep' | 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado', string> & {
  flagPrincipal: boolean;
};

const emptyAddress: AddressValues = {
  descricao: '', cep: '', logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '', flagPrincipal: false,
};

function toValues(address: Endereco): AddressValues {
  return {
    descricao: address.descricao ?? '',
    cep: formatCep(address.cep),
    logradouro: address.logradouro,
    numero: address.numero,
    complemento: address.complemento ?? '',
    bairro: address.bairro,
    cidade: address.cidade,
    estado: address.estado,
    flagPrincipal: address.flagPrincipal ?? false,
  };
}

function toInput(values: AddressValues): EnderecoInput {
  return {
    descricao: values.descricao.trim() || null,
    cep: cepDigits(values.cep),
    logradouro: values.logradouro.trim(),
    numero: values.numero.trim(),
    complemento: values.complemento.trim() || null,
    bairro: values.bairro.trim(),
    cidade: values.cidade.trim(),
    estado: values.estado.trim(),
    flagPrincipal: values.flagPrincipal,
  };
}

function AddressForm(props: { initial: AddressValues; onSave: (values: AddressValues) => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const { clients } = useDataAccess();
  return (
    <Formik
      initialValues={props.initial}
      validationSchema={yup.object({
        cep: rules.cep(),
        logradouro: rules.required().max(200),
        numero: rules.required().max(20),
        bairro: rules.required().max(100),
        cidade: rules.required().max(100),
        estado: rules.required().max(60),
      })}
      onSubmit={async (values, helpers) => {
        try {
          await props.onSave(values);
        } catch {
          helpers.setStatus(t`Could not save the address. Please try again.`);
        }
      }}
    >
      {({ isSubmitting, status, setFieldValue }) => (
        <Form noValidate className={styles.panel}>
          <TextField name="descricao" label={t`Name (home, work…)`} />
          <TextField
            name="cep"
            label={t`Postcode (CEP)`}
            inputMode="numeric"
            format={formatCep}
            required
            onValueChange={async (value) => {
              if (cepDigits(value).length !== 8) return;
              const found = await lookupPostcode(moduleApi<ReferenceDataPaths>(clients), cepDigits(value)).catch(() => null);
              if (!found) return;
              if (found.logradouro) void setFieldValue('logradouro', found.logradouro);
              if (found.bairro) void setFieldValue('bairro', found.bairro);
              if (found.localidade) void setFieldValue('cidade', found.localidade);
              if (found.uf) void setFieldValue('estado', found.uf);
            }}
          />
          <FieldGrid>
            <TextField name="logradouro" label={t`Street`} required />
            <TextField name="numero" label={t`Number`} required />
            <TextField name="complemento" label={t`Complement`} />
          </FieldGrid>
          <FieldGrid>
            <TextField name="bairro" label={t`Neighbourhood`} required />
            <TextField name="cidade" label={t`City`} required />
            <TextField name="estado" label={t`State`} required />
          </FieldGrid>
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
  const { t } = useLingui();
  const church = useChurch();
  const addresses = useAddresses();
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
                onSave={async (values) => {
                  await save.mutateAsync({ id: address.id, body: toInput(values) });
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
                  {[`${address.logradouro}, ${address.numero}`, address.complemento, address.bairro, `${address.cidade} - ${address.estado}`, formatCep(address.cep)]
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
          onSave={async (values) => {
            await save.mutateAsync({ body: toInput(values) });
            setEditing(null);
          }}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>{t`Add address`}</Button>
      )}
    </>
  );
}
