import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Field, Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as yup from 'yup';
import { ApiError, getMeQueryOptions, useDataAccess } from '@church/data-access';
import { fieldErrorsFromProblem, fieldMessages, rules, SelectField, TextAreaField, TextField } from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, PageHeader, Spinner } from '@church/ui';
import { type PrayerRequestForm, useFilePrayerRequest } from '../api/file-prayer-request';
import { usePrayerMotives } from '../api/get-prayer-motives';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, NAME_MAX_LENGTH, REQUEST_MAX_LENGTH } from '../api/prayer-keys';
import { usePrayerApi } from '../api/use-prayer-api';
import styles from '../components/prayer.module.css';
import { prayerPaths } from '../paths';

/** What the success screen is told of the request just sent. */
export interface SentPrayerState {
  id: number;
  onWall: boolean;
}

/** §2 "/prayer/new" (login required): the §3 "Prayer" form, sent with its picture; `redirectTo` is where the member goes on afterwards. */
export function NewPrayerPage() {
  const { t } = useLingui();
  const { church } = usePrayerApi();
  const { clients } = useDataAccess();
  const me = useQuery(getMeQueryOptions(clients.api));
  const motives = usePrayerMotives();
  const file = useFilePrayerRequest();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirectTo = search.get('redirectTo') ?? undefined;
  const imageId = useId();
  const [imageError, setImageError] = useState<string | null>(null);
  usePageMeta({ title: `${t`Share a prayer request`} · ${church.nome}` });
  /** §8 "prayer request could not be sent", or what the server said was wrong with the picture or the pace. */
  const sendFailure = (error: unknown): string => {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 413) return t`The picture is larger than 5 MB.`;
    if (status === 415) return t`The picture must be a JPEG, PNG or WebP image.`;
    if (status === 429) return t`You have shared several requests in a short time. Please try again later.`;
    return t`Your prayer request could not be sent. Please try again.`;
  };

  if (me.isPending || motives.isPending) return <Spinner label={t`Loading the form`} />;
  const hasMotives = (motives.data?.length ?? 0) > 0;
  const initialValues: PrayerRequestForm = {
    nome: me.data ? `${me.data.nome} ${me.data.sobrenome}`.trim() : '',
    idOracaoMotivo: '',
    mensagem: '',
    flagPublicarMural: true,
    flagReceberLigacao: false,
    flagReceberVisita: false,
    imagem: null,
  };

  return (
    <div className={styles.form}>
      <PageHeader title={t`Share a prayer request`} subtitle={t`The church will pray with you. You choose whether it goes on the wall.`} />
      {motives.isError ? <Alert type="warning">{t`The motives could not be loaded; you can send your request without one.`}</Alert> : null}
      <Formik
        initialValues={initialValues}
        validationSchema={yup.object({
          nome: rules.required().max(NAME_MAX_LENGTH, () => fieldMessages.max(NAME_MAX_LENGTH)),
          idOracaoMotivo: hasMotives ? rules.required() : yup.string(),
          mensagem: rules.required().max(REQUEST_MAX_LENGTH, () => fieldMessages.max(REQUEST_MAX_LENGTH)),
        })}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          if (imageError) return;
          try {
            const sent = await file.mutateAsync(values);
            const state: SentPrayerState = { id: sent.id, onWall: sent.flagPublicarMural };
            navigate(prayerPaths.newSuccess.href(redirectTo), { replace: true, state });
          } catch (error) {
            const problem = error instanceof ApiError ? error.problem : null;
            const fields = fieldErrorsFromProblem(problem);
            const known = ['nome', 'idOracaoMotivo', 'mensagem'].filter((name) => fields[name]);
            if (error instanceof ApiError && error.status === 400 && known.length > 0) {
              for (const name of known) helpers.setFieldError(name, fields[name]);
            }
            helpers.setStatus(sendFailure(error));
          }
        }}
      >
        {({ isSubmitting, status, setFieldValue }) => (
          <Form noValidate>
            <TextField name="nome" label={t`Author name`} hint={t`How your request is signed.`} autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
            {hasMotives ? (
              <SelectField
                name="idOracaoMotivo"
                label={t`Motive`}
                placeholder={t`Choose a motive`}
                options={(motives.data ?? []).map((motive) => ({ value: String(motive.id), label: motive.nome }))}
                required
              />
            ) : null}
            <TextAreaField name="mensagem" label={t`Message`} rows={6} maxLength={REQUEST_MAX_LENGTH} />
            <fieldset className={styles.fieldset}>
              <legend>{t`What you would like`}</legend>
              <label className={styles.checkbox}>
                <Field type="checkbox" name="flagPublicarMural" />
                {t`Publish on the prayer wall`}
              </label>
              <label className={styles.checkbox}>
                <Field type="checkbox" name="flagReceberLigacao" />
                {t`Receive a call`}
              </label>
              <label className={styles.checkbox}>
                <Field type="checkbox" name="flagReceberVisita" />
                {t`Receive a visit`}
              </label>
            </fieldset>
            <div className={styles.file}>
              <label htmlFor={imageId}>{t`Image (optional)`}</label>
              <input
                id={imageId}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                aria-describedby={`${imageId}-hint${imageError ? ` ${imageId}-error` : ''}`}
                aria-invalid={imageError ? true : undefined}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  if (chosen && !IMAGE_TYPES.includes(chosen.type)) setImageError(t`The picture must be a JPEG, PNG or WebP image.`);
                  else if (chosen && chosen.size > IMAGE_MAX_BYTES) setImageError(t`The picture is larger than 5 MB.`);
                  else setImageError(null);
                  void setFieldValue('imagem', chosen);
                }}
              />
              <p id={`${imageId}-hint`} className={styles.hint}>
                {t`JPEG, PNG or WebP, up to 5 MB.`}
              </p>
              {imageError ? (
                <p id={`${imageId}-error`} className={styles.error}>
                  {imageError}
                </p>
              ) : null}
            </div>
            {status ? <Alert type="error">{status}</Alert> : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={isSubmitting}>
                {t`Send prayer request`}
              </Button>
              <Link to={prayerPaths.wall.href()}>{t`Cancel`}</Link>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
