import { useLingui } from '@lingui/react/macro';
import type { ChatOracao } from '@church/contracts-chat';
import { useState } from 'react';
import { Alert, Button, Spinner } from '@church/ui';
import { useChatPrayers } from '../api/list-chat-prayers';
import { ChatView } from '../room/chat-view';
import styles from './private-chat.module.css';

/** Staff: the broadcast's prayer conversations, those awaiting a host marked, and the one chosen to answer. */
export function PrayerRequests({ broadcastId }: { broadcastId: number }) {
  const { t } = useLingui();
  const prayers = useChatPrayers(`transmissao-${broadcastId}`);
  const [open, setOpen] = useState<ChatOracao | null>(null);

  if (open) {
    const name = open.participante.nome;
    return (
      <div className={styles.conversation}>
        <div className={styles.requestHead}>
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t`All prayer requests`}
          </Button>
          <strong>{t`Praying with ${name}`}</strong>
        </div>
        <ChatView key={open.canal} channel={open.canal} />
      </div>
    );
  }
  if (prayers.isPending) return <Spinner label={t`Loading the prayer requests`} />;
  if (prayers.isError) {
    return (
      <div className={styles.intro}>
        <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
        <Button variant="secondary" onClick={() => void prayers.refetch()}>
          {t`Try again`}
        </Button>
      </div>
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
