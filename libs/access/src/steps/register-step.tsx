import { useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import {
  emptyPersonalData,
  PersonalDataFields,
  type PersonalDataFieldsProps,
  type PersonalDataValues,
  personalDataSchema,
  rules,
  TextField,
  useCaptcha,
} from '@church/forms';
import { Alert, Button } from '@church/ui';
import { StepLayout } from './step-layout';
import styles from './steps.module.css';
import type { SubmitResult } from './submit-result';

export interface RegistrationValues extends PersonalDataValues {
  senha: string;
  confirmarSenha: string;
}

export interface RegisterStepProps extends Omit<PersonalDataFieldsProps, 'locale'> {
  email: string;
  locale: string;
  /** `captcha`: the widget's solution (undefined where no proof of work runs). */
  onSubmit: (values: RegistrationValues, captcha: string | undefined) => Promise<SubmitResult | void>;
  onChangeEmail: () => void;
}

/** A new e-mail: the personal form of §3 with every rule of §5, then a password. */
export function RegisterStep({ email, locale, onSubmit, onChangeEmail, ...options }: RegisterStepProps) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha(true);
  const schema = personalDataSchema(locale, options.brazilCountryId ?? null).shape({ senha: rules.password(), confirmarSenha: rules.confirmed('senha') });

  const submit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    setFormError(null);
    const solution = await captcha.solution();
    // A solution is accepted once, whatever the answer: the next try gets a new one.
    captcha.renew();
    const result = await onSubmit(values, solution);
    if (result?.fieldErrors) {
      helpers.setErrors(result.fieldErrors);
      void helpers.setTouched(Object.fromEntries(Object.keys(result.fieldErrors).map((field) => [field, true])), false);
    }
    if (result?.error) setFormError(result.error);
  };

  return (
    <StepLayout title={t`Create your account`} lead={<span className={styles.email}>{email}</span>} wide>
      <Formik<RegistrationValues>
        initialValues={{ ...emptyPersonalData, senha: '', confirmarSenha: '' }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isSubmitting, submitCount, isValid }) => (
          <Form noValidate>
            <PersonalDataFields locale={locale} {...options} />
            <h2 className={styles.section}>{t`Password`}</h2>
            <TextField
              name="senha"
              label={t`Password`}
              type="password"
              autoComplete="new-password"
              hint={t`At least 8 characters, with upper- and lower-case letters, a number and one of @$!%*?&#/.`}
              required
            />
            <TextField name="confirmarSenha" label={t`Confirm the password`} type="password" autoComplete="new-password" required />
            {captcha.widget}
            {submitCount > 0 && !isValid ? <Alert type="error">{t`Check the highlighted fields.`}</Alert> : null}
            {formError ? <Alert type="error">{formError}</Alert> : null}
            <div className={styles.actions}>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t`Creating your account…` : t`Create account`}
              </Button>
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
