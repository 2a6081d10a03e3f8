import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import type { Crianca } from '@church/contracts-member-profile';
import { useChurch } from '@church/data-access';
import { dateInputPlaceholder, formatLocalDate, parseLocalDate, RadioGroupField, rules, TextAreaField, TextField } from '@church/forms';
import { formatDate } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useChildMutations, useChildren } from '../api/children';
import { ConfirmAction } from './confirm-action';
import styles from './screens.module.css';

interface ChildValues {
  nome: string;
  dataNascimento: string;
  sexo: string;
  observacoes: string;
}

function ChildForm(props: { initial: ChildValues; onSave: (values: ChildValues) => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const placeholder = dateInputPlaceholder(i18n.locale);
  return (
    <Formik
      initialValues={props.initial}
      validationSchema={yup.object({ nome: rules.required().max(120), dataNascimento: rules.birthdate(i18n.locale), sexo: rules.required() })}
      onSubmit={async (values, helpers) => {
        try {
          await props.onSave(values);
        } catch {
          helpers.setStatus(t`Could not save. Please try again.`);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form noValidate className={styles.panel}>
          <TextField name="nome" label={t`Child's name`} required />
          <TextField name="dataNascimento" label={t`Date of birth`} inputMode="numeric" placeholder={placeholder} hint={placeholder} required />
          <RadioGroupField
            name="sexo"
            legend={t`Sex`}
            options={[
              { value: 'M', label: t`Boy` },
              { value: 'F', label: t`Girl` },
            ]}
          />
          <TextAreaField name="observacoes" label={t`Allergies and care notes`} />
          {status ? <Alert type="error">{status}</Alert> : null}
          <div className={styles.row}>
            <Button type="submit" disabled={isSubmitting}>
              {t`Save`}
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

/** The member's children (for kids' ministry check-in and events): add, edit, delete. */
export function ChildrenPage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const children = useChildren();
  const { save, remove } = useChildMutations();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  usePageMeta({ title: `${t`Children`} · ${church.nome}` });
  const locale = i18n.locale;
  const toBody = (values: ChildValues) => ({
    nome: values.nome.trim(),
    dataNascimento: parseLocalDate(values.dataNascimento, locale) ?? '',
    sexo: values.sexo === 'F' ? ('F' as const) : ('M' as const),
    observacoes: values.observacoes.trim() || null,
  });
  const toValues = (child: Crianca): ChildValues => ({
    nome: child.nome,
    dataNascimento: formatLocalDate(child.dataNascimento, locale),
    sexo: child.sexo,
    observacoes: child.observacoes ?? '',
  });

  return (
    <>
      <PageHeader title={t`Children`} />
      {children.isPending ? <Spinner label={t`Loading children`} /> : null}
      {children.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {children.data?.length === 0 && editing !== 'new' ? <EmptyState title={t`No children registered`} /> : null}
      <ul className={styles.cards}>
        {(children.data ?? []).map((child) => {
          const name = child.nome;
          const born = formatDate(child.dataNascimento, locale);
          return editing === child.id ? (
            <li key={child.id}>
              <ChildForm
                initial={toValues(child)}
                onCancel={() => setEditing(null)}
                onSave={async (values) => {
                  await save.mutateAsync({ id: child.id, body: toBody(values) });
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li key={child.id} className={styles.card}>
              <div>
                <p>
                  <strong>{name}</strong>
                </p>
                <p className={styles.muted}>{t`Born ${born}`}</p>
                {child.observacoes ? <p className={styles.muted}>{child.observacoes}</p> : null}
              </div>
              {confirming === child.id ? (
                <ConfirmAction
                  question={t`Delete ${name}?`}
                  confirmLabel={t`Delete`}
                  busy={remove.isPending}
                  onCancel={() => setConfirming(null)}
                  onConfirm={() => remove.mutate(child.id, { onSuccess: () => setConfirming(null) })}
                />
              ) : (
                <div className={styles.row}>
                  <Button variant="secondary" onClick={() => setEditing(child.id)} aria-label={t`Edit ${name}`}>
                    {t`Edit`}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(child.id)} aria-label={t`Delete ${name}`}>
                    {t`Delete`}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editing === 'new' ? (
        <ChildForm
          initial={{ nome: '', dataNascimento: '', sexo: '', observacoes: '' }}
          onCancel={() => setEditing(null)}
          onSave={async (values) => {
            await save.mutateAsync({ body: toBody(values) });
            setEditing(null);
          }}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>{t`Add a child`}</Button>
      )}
    </>
  );
}
