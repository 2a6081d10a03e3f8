import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Celula } from '@church/contracts-groups';
import { TextAreaField } from '@church/forms';
import { useRequestLogin } from '@church/state';
import { Alert, Button, RequestLoginModal, Spinner } from '@church/ui';
import { joinRefusalOf, type JoinRefusal, useRequestToJoin } from '../api/request-to-join';
import { groupsPaths } from '../paths';
import styles from './group.module.css';

export interface JoinRequestProps {
  group: Celula;
}

/**
 * Asking to join (§6: login required). A member writes an optional note for the leader and sends it,
 * then sees the success screen; a member already in the group, or whose request is waiting, is told so
 * instead. A visitor fills the same form; sending it offers signing in or registering (the request-login
 * modal), and once signed in back here the request is sent with their note.
 */
export function JoinRequest({ group }: JoinRequestProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const request = useRequestToJoin();
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null);
  const standing = group.participacao;

  const send = async (mensagem: string) => {
    setRefusal(null);
    try {
      await request.mutateAsync({ celula: group.id, mensagem });
      navigate(groupsPaths.requestSuccess.href(group.id));
    } catch (error) {
      setRefusal(joinRefusalOf(error));
    }
  };
  const login = useRequestLogin<{ mensagem: string }>({ action: 'join', onResume: (draft) => void send(draft?.mensagem ?? '') });
  const { signedIn, restoring } = login;

  const body = (() => {
    if (restoring) return <Spinner label={t`Checking your session`} />;
    if (signedIn && request.isPending) return <Spinner label={t`Sending…`} />;
    if (signedIn && !standing && !refusal) return <Spinner label={t`Checking your session`} />;
    if (standing?.participa || refusal === 'member') return <p>{t`You take part in this group.`}</p>;
    if (standing?.solicitacaoPendente || refusal === 'pending') {
      return <Alert type="info">{t`You have already asked to join this group. The leader will get in touch with you.`}</Alert>;
    }
    return (
      <Formik
        initialValues={{ mensagem: '' }}
        onSubmit={async ({ mensagem }) => (signedIn ? send(mensagem) : login.ask({ mensagem }))}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.joinForm}>
            <TextAreaField name="mensagem" label={t`A note for the leader (optional)`} maxLength={500} rows={3} />
            {refusal === 'failed' ? <Alert type="error">{t`The group request could not be sent. Please try again.`}</Alert> : null}
            <Button type="submit" disabled={isSubmitting && signedIn}>
              {isSubmitting && signedIn ? t`Sending…` : t`Ask to join`}
            </Button>
          </Form>
        )}
      </Formik>
    );
  })();

  return (
    <section className={styles.section} aria-labelledby="group-join">
      <h2 id="group-join">{t`Join this group`}</h2>
      {body}
      <RequestLoginModal {...login.modal} title={t`Sign in to join this group`}>
        <p>{t`Sign in or create your account to ask to join. You will come back here and your request will be sent to the leader with your note.`}</p>
      </RequestLoginModal>
    </section>
  );
}
