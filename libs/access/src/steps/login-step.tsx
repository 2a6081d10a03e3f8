import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { rules, TextField } from '@church/forms';
import { Alert, Button } from '@church/ui';
import { StepLayout } from './step-layout';
import styles from './steps.module.css';

export interface LoginStepProps {
  email: string;
  onSubmit: (password: string) => Promise<void>;
  onForgotPassword: () => void;
  onChangeEmail: () => void;
  error?: string | null;
}

/** An active account: its password, or the way to recover it. */
export function LoginStep({ email, onSubmit, onForgotPassword, onChangeEmail, error }: LoginStepProps) {
  const { t } = useLingui();
  return (
    <StepLayout title={t`Welcome back`} lead={<span className={styles.email}>{email}</span>}>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={yup.object({ password: rules.required() })}
        onSubmit={async ({ password }) => onSubmit(password)}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" required />
            {error ? <Alert type="error">{error}</Alert> : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t`Signing in…` : t`Sign in`}
              </Button>
              <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
                {t`Forgot your password?`}
              </button>
              <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
                {t`Use another e-mail`}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </StepLayout>
  );
}
