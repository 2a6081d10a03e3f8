import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { rules, TextField } from '@church/forms';
import { Alert, Button } from '@church/ui';
import { StepLayout } from './step-layout';

export interface EmailStepProps {
  initialEmail?: string;
  /** Looks the e-mail up and moves to the next step; a rejection shows `error`. */
  onSubmit: (email: string) => Promise<void>;
  error?: string | null;
  notice?: string | null;
  /** The person came to create an account (the request-login modal's "Create an account"). */
  registering?: boolean;
}

/** The first step of /access: the e-mail decides between login, registration and activation. */
export function EmailStep({ initialEmail = '', onSubmit, error, notice, registering = false }: EmailStepProps) {
  const { t } = useLingui();
  return (
    <StepLayout title={registering ? t`Create your account` : t`Sign in or create your account`} lead={t`Enter your e-mail to continue.`}>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      <Formik
        initialValues={{ email: initialEmail }}
        validationSchema={yup.object({ email: rules.email() })}
        onSubmit={async ({ email }) => onSubmit(email.trim().toLowerCase())}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="email" label={t`E-mail`} type="email" inputMode="email" autoComplete="email" required />
            {error ? <Alert type="error">{error}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Checking…` : t`Continue`}
            </Button>
          </Form>
        )}
      </Formik>
    </StepLayout>
  );
}
