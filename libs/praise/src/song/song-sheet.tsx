import { useLingui } from '@lingui/react/macro';
import type { LouvorLinha, LouvorSecao } from '@church/contracts-praise';
import styles from './song-sheet.module.css';

export interface SongSheetProps {
  conteudo: LouvorSecao[];
  /** How each chord is written (moved to another key, as a capo shape or a number); null: words only. */
  writeChord: ((chord: string) => string) | null;
}

/** The song's words, sections labelled, each chord over the syllable it falls on (a chord sheet). */
export function SongSheet({ conteudo, writeChord }: SongSheetProps) {
  return (
    <div className={styles.sheet}>
      {conteudo.map((section, index) => (
        <Section key={index} section={section} writeChord={writeChord} />
      ))}
    </div>
  );
}

function Section({ section, writeChord }: { section: LouvorSecao; writeChord: SongSheetProps['writeChord'] }) {
  const { t } = useLingui();
  const defaultLabel = section.tipo === 'refrao' ? t`Chorus` : section.tipo === 'ponte' ? t`Bridge` : null;
  const label = section.rotulo ?? defaultLabel;
  return (
    <section className={section.tipo === 'refrao' ? `${styles.section} ${styles.chorus}` : styles.section} aria-label={label ?? undefined}>
      {label ? <p className={styles.label}>{label}</p> : null}
      {section.linhas.map((line, index) => (
        <Line key={index} line={line} writeChord={writeChord} />
      ))}
    </section>
  );
}

function Line({ line, writeChord }: { line: LouvorLinha; writeChord: SongSheetProps['writeChord'] }) {
  if (line.tipo === 'comentario') return <p className={styles.comment}>{line.texto}</p>;
  if (line.tipo === 'espaco') return <div className={styles.gap} />;
  const pieces = line.trechos ?? [];
  if (!writeChord || !pieces.some((piece) => piece.acorde)) return <p className={styles.lyrics}>{pieces.map((piece) => piece.trecho).join('')}</p>;
  return (
    <p className={styles.line}>
      {pieces.map((piece, index) => (
        <span key={index} className={styles.piece}>
          <span className={styles.chord} aria-hidden={piece.acorde ? undefined : true}>
            {piece.acorde ? writeChord(piece.acorde) : '\u00a0'}
          </span>
          <span className={styles.words}>{piece.trecho === '' ? '\u00a0' : piece.trecho}</span>
        </span>
      ))}
    </p>
  );
}
