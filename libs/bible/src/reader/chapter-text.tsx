import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { BibliaCapitulo } from '@church/contracts-bible';
import styles from './reader.module.css';

export interface ChapterTextProps {
  chapter: BibliaCapitulo;
  selected: ReadonlySet<number>;
  onToggle: (verse: number) => void;
  /** The verse the address points at: scrolled to and marked. */
  target: number | null;
  /** The text's size, as a factor of the body text. */
  size: number;
  /** The translation's language (`en`, `pt`, `es`). */
  lang: string;
}

/**
 * A chapter's verses as running text. Each verse's number is a toggle button that selects it (so does a
 * click on its text), for copying; a psalm's title stands before its verse.
 */
export function ChapterText({ chapter, selected, onToggle, target, size, lang }: ChapterTextProps) {
  const { t } = useLingui();
  useEffect(() => {
    if (target) document.getElementById(`v${target}`)?.scrollIntoView?.({ block: 'center' });
  }, [target, chapter]);

  return (
    <div className={styles.text} style={{ fontSize: `${size}rem` }} lang={lang}>
      {chapter.versiculos.map((verse) => {
        const isSelected = selected.has(verse.numero);
        const number = verse.numero;
        return (
          <span key={number}>
            {verse.titulo ? <span className={styles.title}>{verse.titulo}</span> : null}
            <span
              id={`v${number}`}
              className={[styles.verse, isSelected ? styles.selected : '', target === number ? styles.target : ''].filter(Boolean).join(' ')}
            >
              <button type="button" className={styles.number} aria-pressed={isSelected} aria-label={t`Select verse ${number}`} onClick={() => onToggle(number)}>
                {number}
              </button>{' '}
              {/* The text is a larger target for the same selection; the button is its keyboard way. */}
              <span onClick={() => onToggle(number)}>{verse.texto || '—'}</span>{' '}
            </span>
          </span>
        );
      })}
    </div>
  );
}
