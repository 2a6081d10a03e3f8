import { useLingui } from '@lingui/react/macro';
import type { ChatOracao } from '@church/contracts-chat';
import { useState } from 'react';
import { Spinner } from '@church/ui';
import { useChatPrayers } from '../api/list-chat-prayers';
import { RetryProblem } from '../room/retry-problem';
import { OpenedChannel } from './opened-channel';
import styles from './private-chat.module.css';

/** Staff: the broadcast's prayer conversations, those awaiting a host marked, and the one chosen to answer. */
export function PrayerRequests({ broadcastId }: { broadcastId: number }) {
  const { t } = useLingui();
  const prayers = useChatPrayers(`transmissao-${broadcastId}`);
  const [open, setOpen] = useState<ChatOracao | null>(null);

  if (open) {
    const name = open.participante.nome;
    return <OpenedChannel channel={open.canal} title={t`Praying with ${name}`} backLabel={t`All prayer requests`} onBack={() => setOpen(null)} />;
  }
  if (prayers.isPending) return <Spinner label={t`Loading the prayer requests`} />;
  if (prayers.isError) {
    return (
      <RetryProblem className={styles.intro} message={t`An error occurred while fetching the data. Please try again.`} onRetry={() => void prayers.refetch()} />
    );
  }
  if (prayers.data.length === 0) return <p className={styles.preview}>{t`No prayer requests yet.`}</p>;
  return (
    <ul className={styles.list} aria-label={t`Prayer requests`}>
      {prayers.data.map((prayer) => {
        const host = prayer.atendidaPor?.nome;
        return (
        <li key={prayer.canal}>
          <button type="button" className={styles.request} onClick={() => setOpen(prayer)}>
            <span className={styles.requestHead}>
              <strong>{prayer.participante.nome}</strong>
              {prayer.aguardando ? <span className={styles.waiting}>{t`Waiting for a host`}</span> : null}
            </span>
            <span className={styles.preview}>{prayer.ultimaMensagem.texto}</span>
            {host ? <span className={styles.answered}>{t`Answered by ${host}`}</span> : null}
          </button>
        </li>
        );
      })}
    </ul>
  );
}
