import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Celula } from '@church/contracts-groups';
import { TextAreaField } from '@church/forms';
import { accessPathFor } from '@church/routing';
import { isLoggedInAtom, sessionStatusAtom, useAtomValue } from '@church/state';
import { Alert, Button, buttonClassName, Spinner } from '@church/ui';
import { joinRefusalOf, type JoinRefusal, useRequestToJoin } from '../api/request-to-join';
import { groupsPaths } from '../paths';
import styles from './group.module.css';

export interface JoinRequestProps {
  group: Celula;
}

/**
 * Asking to join (§6: login required). A visitor is sent through /access and back to the group; a
 * member writes an optional note for the leader and sends it, then sees the success screen. A member
 * already in the group, or whose request is waiting, is told so instead.
 */
export function JoinRequest({ group }: JoinRequestProps) {
  const { t } = useLingui();
  const signedIn = useAtomValue(isLoggedInAtom);
  const restoring = useAtomValue(sessionStatusAtom) === 'restoring';
  const navigate = useNavigate();
  const request = useRequestToJoin();
  const [refusal, setRefusal] = useState<JoinRefusal | null>(null);
  const standing = group.participacao;

  const body = (() => {
    if (restoring) return <Spinner label={t`Checking your session`} />;
    if (!signedIn) {
      return (
        <>
          <p>{t`Sign in or create your account to ask to join; you will come back here.`}</p>
          <Link className={buttonClassName('primary')} to={accessPathFor(groupsPaths.detail.href(group.id))}>
            {t`Ask to join`}
          </Link>
        </>
      );
    }
    if (!standing) return <Spinner label={t`Checking your session`} />;
    if (standing.participa || refusal === 'member') return <p>{t`You take part in this group.`}</p>;
    if (standing.solicitacaoPendente || refusal === 'pending') {
      return <Alert type="info">{t`You have already asked to join this group. The leader will get in touch with you.`}</Alert>;
    }
    return (
      <Formik
        initialValues={{ mensagem: '' }}
        onSubmit={async ({ mensagem }) => {
          setRefusal(null);
          try {
            await request.mutateAsync({ celula: group.id, mensagem });
            navigate(groupsPaths.requestSuccess.href(group.id));
          } catch (error) {
            setRefusal(joinRefusalOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.joinForm}>
            <TextAreaField name="mensagem" label={t`A note for the leader (optional)`} maxLength={500} rows={3} />
            {refusal === 'failed' ? <Alert type="error">{t`The group request could not be sent. Please try again.`}</Alert> : null}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Sending…` : t`Ask to join`}
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
    </section>
  );
}
