import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { rules, TextField } from '@church/forms';
import { Alert, Button } from '@church/ui';
import { StepLayout } from './step-layout';

export interface NewPasswordStepProps {
  onSubmit: (password: string) => Promise<void>;
  error?: string | null;
}

/** The step a password-reset link opens. */
export function NewPasswordStep({ onSubmit, error }: NewPasswordStepProps) {
  const { t } = useLingui();
  return (
    <StepLayout title={t`Choose a new password`}>
      <Formik
        initialValues={{ senha: '', confirmarSenha: '' }}
        validationSchema={yup.object({ senha: rules.password(), confirmarSenha: rules.confirmed('senha') })}
        onSubmit={async ({ senha }) => onSubmit(senha)}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="senha" label={t`New password`} type="password" autoComplete="new-password" required />
            <TextField name="confirmarSenha" label={t`Confirm the new password`} type="password" autoComplete="new-password" required />
            {error ? <Alert type="error">{error}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {t`Save the new password`}
            </Button>
          </Form>
        )}
      </Formik>
    </StepLayout>
  );
}
