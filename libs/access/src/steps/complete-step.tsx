import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { type SelectOption, SelectField, TextAreaField } from '@church/forms';
import { Alert, Button } from '@church/ui';
import { StepLayout } from './step-layout';

export interface CompleteStepProps {
  churchName: string;
  congregations: SelectOption[];
  onSubmit: (values: { idCongregacao: string; observacoes: string }) => Promise<void>;
  error?: string | null;
}

/** An account of the provider with no church account here yet: joining this church completes it. */
export function CompleteStep({ churchName, congregations, onSubmit, error }: CompleteStepProps) {
  const { t } = useLingui();
  return (
    <StepLayout
      title={t`Complete your registration`}
      lead={t`Your account already exists. Join ${churchName} to finish signing in.`}
    >
      <Formik initialValues={{ idCongregacao: '', observacoes: '' }} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            {congregations.length ? (
              <SelectField name="idCongregacao" label={t`Congregation`} placeholder={t`Choose…`} options={congregations} />
            ) : null}
            <TextAreaField name="observacoes" label={t`Comments`} />
            {error ? <Alert type="error">{error}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {t`Join ${churchName}`}
            </Button>
          </Form>
        )}
      </Formik>
    </StepLayout>
  );
}
