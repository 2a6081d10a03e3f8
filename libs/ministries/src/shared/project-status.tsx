import { useLingui } from '@lingui/react/macro';
import type { ProjetoStatus } from '@church/contracts-ministries';
import styles from './ministries.module.css';

/** A project's status in words: planned, in progress or completed. */
export function ProjectStatus({ status }: { status: ProjetoStatus }) {
  const { t } = useLingui();
  const label = { PLANEJADO: t`Planned`, EM_ANDAMENTO: t`In progress`, CONCLUIDO: t({ context: 'project', message: 'Completed' }) }[status];
  return <span className={styles.status}>{label}</span>;
}
