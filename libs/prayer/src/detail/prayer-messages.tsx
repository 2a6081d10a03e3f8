import { useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikProps } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import type { OracaoMensagem } from '@church/contracts-prayer';
import { ApiError } from '@church/data-access';
import { fieldMessages, rules, TextAreaField } from '@church/forms';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { useRequestLogin } from '@church/state';
import { Alert, Button, RequestLoginModal } from '@church/ui';
import { DateTime } from 'luxon';
import { useLeavePrayerMessage } from '../api/leave-prayer-message';
import { MESSAGE_MAX_LENGTH } from '../api/prayer-keys';
import styles from '../components/prayer.module.css';

export interface PrayerMessagesProps {
  idOracao: number;
  mensagens: OracaoMensagem[];
  signedIn: boolean;
}

/**
 * A request's messages, oldest first, and the form to leave one; plain text only. A visitor who sends
 * one is offered signing in (§6: login required) and comes back to the form with the message kept.
 */
export function PrayerMessages({ idOracao, mensagens, signedIn }: PrayerMessagesProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const leave = useLeavePrayerMessage(idOracao);
  const form = useRef<FormikProps<{ mensagem: string }>>(null);
  const section = useRef<HTMLElement>(null);
  const login = useRequestLogin<{ mensagem: string }>({
    action: 'message',
    onResume: (draft) => {
      void form.current?.setFieldValue('mensagem', draft?.mensagem ?? '', false);
      const field = section.current?.querySelector('textarea');
      field?.focus();
      field?.scrollIntoView?.({ block: 'center' });
    },
  });
  return (
    <section ref={section} className={styles.section} aria-labelledby="prayer-messages">
      <h2 id="prayer-messages">{t`Messages`}</h2>
      {mensagens.length === 0 ? (
        <p>{t`No messages yet. A word of encouragement goes a long way.`}</p>
      ) : (
        <ol className={styles.messages}>
          {mensagens.map((message) => (
            <li key={message.id}>
              <p className={styles.messageAuthor}>
                {message.autor}
                <time dateTime={message.dataCadastro}>{formatDate(message.dataCadastro, i18n.locale, DateTime.DATETIME_MED, timeZone)}</time>
              </p>
              <p className={styles.message}>{message.mensagem}</p>
            </li>
          ))}
        </ol>
      )}
      <Formik
        innerRef={form}
        initialValues={{ mensagem: '' }}
        validationSchema={yup.object({ mensagem: rules.required().max(MESSAGE_MAX_LENGTH, () => fieldMessages.max(MESSAGE_MAX_LENGTH)) })}
        onSubmit={async ({ mensagem }, helpers) => {
          helpers.setStatus(undefined);
          if (!signedIn) return login.ask({ mensagem });
          try {
            await leave.mutateAsync(mensagem.trim());
            helpers.resetForm();
          } catch (error) {
            helpers.setStatus(
              error instanceof ApiError && error.status === 429
                ? t`You have sent several messages in a short time. Please wait a few minutes and try again.`
                : t`Your message could not be sent. Please try again.`,
            );
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form noValidate className={styles.form}>
            <TextAreaField name="mensagem" label={t`Leave a message`} rows={3} maxLength={MESSAGE_MAX_LENGTH} />
            {status ? <Alert type="error">{status}</Alert> : null}
            {/* A visitor's send opens the request-login modal; the button stays enabled so that focus can come back to it. */}
            <Button type="submit" disabled={isSubmitting && signedIn}>
              {t`Send message`}
            </Button>
          </Form>
        )}
      </Formik>
      <RequestLoginModal {...login.modal} title={t`Sign in to leave a message`}>
        <p>{t`Sign in or create your account to send your message. You will come back here with your message kept, ready to send.`}</p>
      </RequestLoginModal>
    </section>
  );
}
