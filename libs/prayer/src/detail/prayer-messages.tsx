import { useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { Link, useLocation } from 'react-router';
import * as yup from 'yup';
import type { OracaoMensagem } from '@church/contracts-prayer';
import { ApiError } from '@church/data-access';
import { fieldMessages, rules, TextAreaField } from '@church/forms';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { accessPathFor } from '@church/routing';
import { Alert, Button } from '@church/ui';
import { DateTime } from 'luxon';
import { useLeavePrayerMessage } from '../api/leave-prayer-message';
import { MESSAGE_MAX_LENGTH } from '../api/prayer-keys';
import styles from '../components/prayer.module.css';

export interface PrayerMessagesProps {
  idOracao: number;
  mensagens: OracaoMensagem[];
  signedIn: boolean;
}

/** A request's messages, oldest first, and (for a member) the form to leave one; plain text only. */
export function PrayerMessages({ idOracao, mensagens, signedIn }: PrayerMessagesProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const here = useLocation();
  const leave = useLeavePrayerMessage(idOracao);
  return (
    <section className={styles.section} aria-labelledby="prayer-messages">
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
      {signedIn ? (
        <Formik
          initialValues={{ mensagem: '' }}
          validationSchema={yup.object({ mensagem: rules.required().max(MESSAGE_MAX_LENGTH, () => fieldMessages.max(MESSAGE_MAX_LENGTH)) })}
          onSubmit={async ({ mensagem }, helpers) => {
            helpers.setStatus(undefined);
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
              <Button type="submit" disabled={isSubmitting}>
                {t`Send message`}
              </Button>
            </Form>
          )}
        </Formik>
      ) : (
        <p>
          <Link to={accessPathFor(`${here.pathname}${here.search}`)}>{t`Sign in to leave a message`}</Link>
        </p>
      )}
    </section>
  );
}
