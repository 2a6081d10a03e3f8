import { useLingui } from '@lingui/react/macro';
import type { ChatReacao, ChatReacoes } from '@church/contracts-chat';
import styles from './reactions.module.css';

export interface ReactionBarProps {
  /** The channel's totals; null until known. */
  totals: ChatReacoes | null;
  /** Whether the reader may react now (an open chat they may take part in); otherwise the counts only. */
  enabled: boolean;
  /** The server asked to slow down. */
  slowDown: boolean;
  onReact: (reaction: ChatReacao) => void;
}

const SYMBOLS: Record<ChatReacao, string> = { amem: '🙌', coracao: '❤️', oracao: '🙏' };
const ORDER: ChatReacao[] = ['amem', 'coracao', 'oracao'];

/** Amen, heart and pray: buttons with the channel's counts (keyboard: Tab, then Enter or Space). */
export function ReactionBar({ totals, enabled, slowDown, onReact }: ReactionBarProps) {
  const { t } = useLingui();
  const labels: Record<ChatReacao, (count: number) => string> = {
    amem: (count) => t`Amen (${count})`,
    coracao: (count) => t`Heart (${count})`,
    oracao: (count) => t`Pray (${count})`,
  };
  return (
    <div className={styles.bar} role="group" aria-label={t`Reactions`}>
      {ORDER.map((reaction) => {
        const count = totals?.[reaction] ?? 0;
        return (
          <button key={reaction} type="button" className={styles.reaction} disabled={!enabled} aria-label={labels[reaction](count)} onClick={() => onReact(reaction)}>
            <span aria-hidden="true">{SYMBOLS[reaction]}</span>
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          </button>
        );
      })}
      <span className={styles.note} role="status">
        {slowDown ? t`Slow down a little before reacting again.` : null}
      </span>
    </div>
  );
}
