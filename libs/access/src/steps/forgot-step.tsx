import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCaptcha } from '@church/forms';
import { Button } from '@church/ui';
import { MessageStep } from './message-step';

export interface ForgotStepProps {
  email: string;
  error?: string | null;
  /** `captcha`: the widget's solution (undefined where no proof of work runs). */
  onSend: (captcha: string | undefined) => Promise<void>;
}

/** Asking for a reset link: the captcha first (strangers may ask for anyone's), then the e-mail is sent. */
export function ForgotStep({ email, error, onSend }: ForgotStepProps) {
  const { t } = useLingui();
  const captcha = useCaptcha(true);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      const solution = await captcha.solution();
      // A solution is accepted once, whatever the answer: the next try gets a new one.
      captcha.renew();
      await onSend(solution);
    } finally {
      setSending(false);
    }
  };
  return (
    <MessageStep
      title={t`Reset your password`}
      actions={
        <>
          {captcha.widget}
          <Button onClick={() => void send()} disabled={sending}>
            {t`Send me a reset link`}
          </Button>
        </>
      }
    >
      <p>{t`We will send a link to ${email} to choose a new password.`}</p>
      {error ? <p>{error}</p> : null}
    </MessageStep>
  );
}
