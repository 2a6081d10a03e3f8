import { Plural, useLingui } from '@lingui/react/macro';
import type { ChatMomento, ChatMomentoResposta } from '@church/contracts-chat';
import { useId } from 'react';
import { Button } from '@church/ui';
import styles from './moments.module.css';

export interface MomentCardProps {
  moment: ChatMomento;
  /** Staff (the server said so when they joined): the count of raised hands and "End the moment" instead of answering. */
  staff: boolean;
  /** Whether the reader joined the chat (an answer needs a chat session). */
  joined: boolean;
  busy: boolean;
  failed: boolean;
  onAnswer: (answer: ChatMomentoResposta) => void;
  onEnd: () => void;
}

/** An open moment above the conversation: the invitation and the reader's answer, or for staff the live count. */
export function MomentCard({ moment, staff, joined, busy, failed, onAnswer, onEnd }: MomentCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const invitation = moment.texto ?? t`Would you like to give your life to Jesus today? Raise your hand and our team will pray for you.`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <p className={styles.title} id={titleId}>
        {t`A moment to respond`}
      </p>
      <p className={styles.invitation}>{invitation}</p>
      {staff ? <StaffPart moment={moment} busy={busy} onEnd={onEnd} /> : <ViewerPart moment={moment} joined={joined} busy={busy} onAnswer={onAnswer} />}
      {failed ? (
        <p className={styles.problem} role="alert">
          {t`That did not work. Please try again.`}
        </p>
      ) : null}
    </section>
  );
}

function StaffPart({ moment, busy, onEnd }: Pick<MomentCardProps, 'moment' | 'busy' | 'onEnd'>) {
  const { t } = useLingui();
  const raised = moment.respostas?.maosLevantadas ?? 0;
  const dismissed = moment.respostas?.dispensados ?? 0;
  return (
    <div className={styles.actions}>
      <p className={styles.count} role="status" aria-live="polite" aria-atomic="true">
        <strong>
          <Plural value={raised} one="# hand raised" other="# hands raised" />
        </strong>{' '}
        <span className={styles.secondary}>
          <Plural value={dismissed} one="(# not now)" other="(# not now)" />
        </span>
      </p>
      <Button variant="secondary" disabled={busy} onClick={onEnd}>
        {t`End the moment`}
      </Button>
    </div>
  );
}

function ViewerPart({ moment, joined, busy, onAnswer }: Pick<MomentCardProps, 'moment' | 'joined' | 'busy' | 'onAnswer'>) {
  const { t } = useLingui();
  if (!joined) return <p className={styles.secondary}>{t`Join the chat to answer.`}</p>;
  const answer = moment.minhaResposta;
  return (
    <div className={styles.actions}>
      <p className={styles.answer} role="status">
        {answer === 'mao_levantada' ? t`You raised your hand. We are praying for you.` : null}
        {answer === 'dispensado' ? t`You answered "Not now".` : null}
      </p>
      <div className={styles.buttons} role="group" aria-label={t`Your answer`}>
        {answer === 'mao_levantada' ? null : (
          <Button disabled={busy} onClick={() => onAnswer('mao_levantada')}>
            {t`Raise my hand`}
          </Button>
        )}
        {answer === 'dispensado' ? null : (
          <Button variant="secondary" disabled={busy} onClick={() => onAnswer('dispensado')}>
            {answer === 'mao_levantada' ? t`Lower my hand` : t`Not now`}
          </Button>
        )}
      </div>
    </div>
  );
}
