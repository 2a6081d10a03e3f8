import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import {
  ApiError,
  getCongregationsQueryOptions,
  lookupPostcode,
  moduleApi,
  useChurch,
  useDataAccess,
  usePlaceLookups,
  useReferenceData,
} from '@church/data-access';
import {
  countryLabel,
  fieldErrorsFromProblem,
  fieldMessages,
  maritalStatusLabel,
  PersonalDataFields,
  personalDataSchema,
  toPersonalDataPayload,
  toPersonalDataValues,
} from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, PageHeader, Spinner } from '@church/ui';
import { useUpdateAccount } from '../api/update-account';
import { useMe } from '../api/use-member';
import { safeSitePath } from '@church/routing';

/**
 * /user/data (and /user/data-update, used before a payment): the member's personal data with the
 * §5 rules; after saving, `redirectTo` (a path of this site) is honoured.
 */
export function DataPage({ purpose }: { purpose: 'data' | 'data-update' }) {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const { clients } = useDataAccess();
  const me = useMe();
  const reference = useReferenceData();
  const congregations = useQuery(getCongregationsQueryOptions(clients.api, church.id));
  const update = useUpdateAccount();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [saved, setSaved] = useState(false);
  const locale = i18n.locale;
  const title = purpose === 'data' ? t`My details` : t`Update your details to continue`;
  usePageMeta({ title: `${title} · ${church.nome}` });
  const initialValues = useMemo(() => (me.data ? toPersonalDataValues(me.data, locale) : null), [me.data, locale]);
  const brazilCountryId = String(reference.countries.find((country) => country.sigla === 'BR')?.id ?? '') || null;

  if (me.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  // The form waits for the countries too: until it knows which one is Brazil, it cannot tell whether a
  // stored postcode must be a CEP.
  if (me.isPending || !initialValues || reference.isPending) return <Spinner label={t`Loading your details`} />;

  return (
    <>
      <PageHeader title={title} subtitle={me.data.email} />
      <Formik
        initialValues={initialValues}
        enableReinitialize
        validationSchema={personalDataSchema(locale, brazilCountryId)}
        onSubmit={async (values, helpers) => {
          setSaved(false);
          try {
            await update.mutateAsync(toPersonalDataPayload(values, locale));
            const redirectTo = search.get('redirectTo');
            if (redirectTo) navigate(safeSitePath(redirectTo, window.location.origin, '/user/account'), { replace: true });
            else setSaved(true);
          } catch (error) {
            if (error instanceof ApiError && error.problem?.code === 'USR_CPF_IN_USE') {
              helpers.setFieldError('cpf', fieldMessages.cpfInUse());
            } else if (error instanceof ApiError && error.problem?.errors?.length) {
              helpers.setErrors(fieldErrorsFromProblem(error.problem));
            } else {
              helpers.setStatus(t`Could not update your data. Please try again.`);
            }
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <PersonalDataFields
              locale={locale}
              brazilCountryId={brazilCountryId}
              congregations={(congregations.data ?? []).map((c) => ({ value: String(c.id), label: c.nome }))}
              countries={reference.countries.map((c) => ({ value: String(c.id), label: countryLabel(c.sigla, c.nome, locale), sigla: c.sigla }))}
              usePlaces={usePlaceLookups}
              maritalStatuses={reference.maritalStatuses.map((s) => ({ value: String(s.id), label: maritalStatusLabel(s.codigo, s.nome) }))}
              occupations={reference.occupations.map((o) => ({ value: String(o.id), label: o.nome }))}
              lookupPostcode={async (cep) => {
                const found = await lookupPostcode(moduleApi<ReferenceDataPaths>(clients), cep);
                return found ? { logradouro: found.logradouro, bairro: found.bairro, cidade: found.localidade, estado: found.uf } : null;
              }}
            />
            {status ? <Alert type="error">{status}</Alert> : null}
            {saved ? <Alert type="success">{t`Your details were saved.`}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Saving…` : t`Save`}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
