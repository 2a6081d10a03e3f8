import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@church/ui';
import styles from './reader.module.css';

export interface SelectionBarProps {
  /** "John 3:16–17". */
  reference: string;
  /** What the clipboard gets: the verses, their reference and the translation. */
  text: string;
  onClear: () => void;
}

/** Puts text on the clipboard; false when the browser does not allow it. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The selected verses' reference, with copying them (and their reference) and clearing the selection. */
export function SelectionBar({ reference, text, onClear }: SelectionBarProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => setCopied((await copyToClipboard(text)) ? 'yes' : 'no');
  return (
    <section className={styles.selection} aria-label={t`Selected verses`}>
      <p className={styles.selectionReference}>{reference}</p>
      <div className={styles.selectionActions}>
        <Button onClick={() => void copy()}>{t`Copy`}</Button>
        <Button variant="secondary" onClick={onClear}>
          {t`Clear selection`}
        </Button>
      </div>
      <p role="status" className={styles.selectionStatus}>
        {copied === 'yes' ? t`Copied ${reference}.` : null}
        {copied === 'no' ? t`Your browser did not allow copying. Select the text and copy it instead.` : null}
      </p>
    </section>
  );
}
