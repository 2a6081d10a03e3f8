import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { Link, useNavigate } from 'react-router';
import * as yup from 'yup';
import { ApiError, useChurch } from '@church/data-access';
import { rules, TextField } from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, buttonClassName, PageHeader } from '@church/ui';
import { useRequestDeletion } from '../api/request-deletion';
import { accountPaths } from '../paths';
import styles from './screens.module.css';

/** /user/delete-user: what deleting the account means, before confirming it. */
export function DeleteUserPage() {
  const { t } = useLingui();
  const church = useChurch();
  usePageMeta({ title: `${t`Delete my account`} · ${church.nome}` });
  return (
    <div className={styles.narrow}>
      <PageHeader title={t`Delete my account`} />
      <p>{t`Your account, your registrations and your personal data will be deleted. This cannot be undone.`}</p>
      <p>{t`We will confirm the request by e-mail.`}</p>
      <div className={styles.row}>
        <Link className={buttonClassName()} to={accountPaths.confirmDeleteUser.href()}>
          {t`Continue`}
        </Link>
        <Link to={accountPaths.account.href()}>{t`Keep my account`}</Link>
      </div>
    </div>
  );
}

/** /user/confirm-delete-user: the password confirms the request (§4 Account deletion). */
export function ConfirmDeleteUserPage() {
  const { t } = useLingui();
  const church = useChurch();
  const requestDeletion = useRequestDeletion();
  const navigate = useNavigate();
  usePageMeta({ title: `${t`Confirm the deletion`} · ${church.nome}` });
  return (
    <div className={styles.narrow}>
      <PageHeader title={t`Confirm the deletion`} />
      <Formik
        initialValues={{ senha: '' }}
        validationSchema={yup.object({ senha: rules.required() })}
        onSubmit={async ({ senha }, helpers) => {
          try {
            await requestDeletion.mutateAsync(senha);
            navigate(accountPaths.deleteUserSuccess.href(), { replace: true });
          } catch (error) {
            if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
              helpers.setFieldError('senha', t`The password is not right.`);
            } else {
              helpers.setStatus(t`Could not send the request. Please try again.`);
            }
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate>
            <TextField name="senha" label={t`Your password`} type="password" autoComplete="current-password" required />
            {status ? <Alert type="error">{status}</Alert> : null}
            <div className={styles.row}>
              <Button type="submit" disabled={isSubmitting}>
                {t`Delete my account`}
              </Button>
              <Link to={accountPaths.account.href()}>{t`Keep my account`}</Link>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}

export function DeleteUserSuccessPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Request received` });
  return (
    <div className={styles.narrow}>
      <PageHeader title={t`Request received`} />
      <Alert type="success">{t`We registered your request to delete the account and sent you an e-mail about it.`}</Alert>
      <p>
        <Link to="/">{t`Go to the home page`}</Link>
      </p>
    </div>
  );
}
