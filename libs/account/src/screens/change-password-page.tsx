import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router';
import * as yup from 'yup';
import { ApiError, useChurch } from '@church/data-access';
import { rules, TextField } from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, PageHeader } from '@church/ui';
import { useChangePassword } from '../api/change-password';
import { accountPaths } from '../paths';
import styles from './screens.module.css';

/** /user/change-password: the current password must be right (§5); the new one follows the policy. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const church = useChurch();
  const change = useChangePassword();
  const navigate = useNavigate();
  usePageMeta({ title: `${t`Change password`} · ${church.nome}` });
  return (
    <div className={styles.narrow}>
      <PageHeader title={t`Change password`} />
      <Formik
        initialValues={{ senhaAtual: '', novaSenha: '', confirmarSenha: '' }}
        validationSchema={yup.object({
          senhaAtual: rules.required(),
          novaSenha: rules.password(),
          confirmarSenha: rules.confirmed('novaSenha'),
        })}
        onSubmit={async ({ senhaAtual, novaSenha }, helpers) => {
          try {
            await change.mutateAsync({ senhaAtual, novaSenha });
            navigate(accountPaths.changePasswordSuccess.href(), { replace: true });
          } catch (error) {
            const wrongPassword = error instanceof ApiError && error.problem?.errors?.some((e) => e.field.endsWith('senhaAtual'));
            if (wrongPassword) helpers.setFieldError('senhaAtual', t`The current password is not right.`);
            else helpers.setStatus(t`Could not change the password. Please try again.`);
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <TextField name="senhaAtual" label={t`Current password`} type="password" autoComplete="current-password" required />
            <TextField name="novaSenha" label={t`New password`} type="password" autoComplete="new-password" required />
            <TextField name="confirmarSenha" label={t`Confirm the new password`} type="password" autoComplete="new-password" required />
            {status ? <Alert type="error">{status}</Alert> : null}
            <div className={styles.row}>
              <Button type="submit" disabled={isSubmitting}>
                {t`Change password`}
              </Button>
              <Link to={accountPaths.account.href()}>{t`Back to my account`}</Link>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}

export function ChangePasswordSuccessPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Password changed` });
  return (
    <div className={styles.narrow}>
      <PageHeader title={t`Password changed`} />
      <Alert type="success">{t`Your password was changed. Other devices were signed out.`}</Alert>
      <p>
        <Link to={accountPaths.account.href()}>{t`Back to my account`}</Link>
      </p>
    </div>
  );
}
