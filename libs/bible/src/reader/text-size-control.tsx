import { useLingui } from '@lingui/react/macro';
import { BIBLE_TEXT_SIZES, bibleTextSizeAtom } from '../state/bible-text-size-atom';
import styles from './reader.module.css';
import { useAtom } from '@church/state';

/** Smaller and larger text for the reader, in steps, with the size it is at. */
export function TextSizeControl() {
  const { t } = useLingui();
  const [size, setSize] = useAtom(bibleTextSizeAtom);
  const index = Math.max(0, BIBLE_TEXT_SIZES.findIndex((candidate) => candidate >= size));
  const step = (by: number) => {
    const next = BIBLE_TEXT_SIZES[index + by];
    if (next !== undefined) setSize(next);
  };
  const percent = Math.round(size * 100);
  return (
    <div className={styles.textSize} role="group" aria-label={t`Text size`}>
      <button type="button" onClick={() => step(-1)} disabled={index === 0} aria-label={t`Smaller text`}>
        <span aria-hidden="true">A</span>
        <span aria-hidden="true">−</span>
      </button>
      <span aria-live="polite">{t`${percent}%`}</span>
      <button type="button" onClick={() => step(1)} disabled={index === BIBLE_TEXT_SIZES.length - 1} aria-label={t`Larger text`}>
        <span aria-hidden="true">A</span>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
