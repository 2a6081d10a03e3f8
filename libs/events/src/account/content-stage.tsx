import type { ReactNode } from 'react';
import { useEnabledModuleCodes } from '@church/data-access';
import { type TicketContentPanelProps, useTicketContentPanels } from '@church/routing';
import styles from './content-stage.module.css';

export interface ContentStageProps extends TicketContentPanelProps {
  /** The content's player. */
  children: ReactNode;
}

/**
 * The player of a ticket's exclusive content and, beside it (below it on a phone), what the church's
 * enabled modules add there (the content's chat). They reach this screen through the shell
 * (`useTicketContentPanels`), never by import; until they are known, and when there are none, the
 * player has the width to itself.
 */
export function ContentStage({ children, ...content }: ContentStageProps) {
  const panels = useTicketContentPanels(useEnabledModuleCodes());
  const shown = panels ?? [];
  return (
    <div className={shown.length > 0 ? `${styles.stage} ${styles.withPanels}` : styles.stage}>
      <div className={styles.player}>{children}</div>
      {shown.length > 0 ? (
        <div className={styles.panels}>
          {shown.map(({ id, Component }) => (
            <Component key={id} {...content} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
