import type { ReactNode } from 'react';
import { PageHeader } from '@church/ui';
import styles from './steps.module.css';

/** One step of the access screen: its title, an optional lead paragraph, its content. */
export function StepLayout({ title, lead, wide, children }: { title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`${styles.step} ${wide ? styles.wide : ''}`}>
      <PageHeader title={title} />
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
