import { useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties } from 'react';
import { displayChordSymbol, formatKey, nashvilleNumber, transposeChord } from '@church/chords';
import type { Louvor } from '@church/contracts-praise';
import { Button } from '@church/ui';
import { SongFiles } from './song-files';
import { SongSheet } from './song-sheet';
import { songKeys, transposeBy, writtenKeyOf, ZOOM_DEFAULT, ZOOM_IN_STEP, ZOOM_OUT_STEP, zoomBy, type ChordStyle } from './song-settings';
import styles from './song-view.module.css';

/** What the reader sees of the song: chords over the words, the words only, or the score files (§3 showType). */
type View = 'cipher' | 'lyric' | 'score';

const CAPO_FRETS = [0, 1, 2, 3, 4, 5, 6, 7];

/** Whether the subtitle already names the author (whatever the case), so that the line below it need not. */
const namesAuthor = (subtitle: string | null | undefined, author: string) =>
  !!subtitle && subtitle.toLocaleLowerCase().includes(author.trim().toLocaleLowerCase());

/**
 * A song as the congregation and the musicians read it (§3 "Praise", §4 "Praise adjustments"): chords
 * over the words, transposed by semitones with the key shown as it changes, spelled in the new key; a
 * capo's shapes; Nashville numbers; the words alone; the score files; and the font zoom.
 */
export function SongView({ song, headingLevel = 2 }: { song: Louvor; headingLevel?: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>(song.showType);
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const [semitones, setSemitones] = useState(0);
  const [capo, setCapo] = useState(song.capo ?? 0);
  const [style, setStyle] = useState<ChordStyle>('chords');
  const written = writtenKeyOf(song);
  const keys = written ? songKeys(written, semitones, capo) : null;
  const hasChords = song.showType === 'cipher';
  const hasWords = song.showType !== 'score';
  const views: { id: View; label: string }[] = [
    ...(hasChords ? [{ id: 'cipher' as const, label: t`Chords` }] : []),
    ...(hasWords ? [{ id: 'lyric' as const, label: t`Lyrics` }] : []),
    ...(song.arquivos.length > 0 ? [{ id: 'score' as const, label: t`Score` }] : []),
  ];

  const writeChord = (chord: string) => {
    if (!keys) return displayChordSymbol(chord);
    if (style === 'numbers') return nashvilleNumber(chord, keys.written);
    return displayChordSymbol(transposeChord(chord, keys.written, keys.shapes));
  };
  const Heading = ({ 1: 'h1', 2: 'h2', 3: 'h3' } as const)[headingLevel];
  const soundingKey = keys ? displayChordSymbol(formatKey(keys.sounding)) : null;
  const shapesKey = keys ? displayChordSymbol(formatKey(keys.shapes)) : null;
  // The author once: churches often write it in the subtitle already ("John Newton, 1779").
  const author = song.autor && !namesAuthor(song.subtitulo, song.autor) ? song.autor : null;
  const meta = [author, song.ritmo, song.grupo].filter(Boolean).join(' · ');

  return (
    <article className={styles.song} style={{ '--song-zoom': zoom } as CSSProperties}>
      <header className={styles.header}>
        <Heading className={styles.title}>{song.titulo}</Heading>
        {song.subtitulo ? <p className={styles.subtitle}>{song.subtitulo}</p> : null}
        {meta ? <p className={styles.meta}>{meta}</p> : null}
      </header>

      {views.length > 1 ? (
        <div className={styles.views} role="group" aria-label={t`Show the song as`}>
          {views.map((option) => (
            <button key={option.id} type="button" className={styles.toggle} aria-pressed={view === option.id} onClick={() => setView(option.id)}>
              {option.label}
            </button>
          ))}
        </div>
      ) : null}

      {view !== 'score' ? (
        <div className={styles.toolbar}>
          {view === 'cipher' && keys ? (
            <>
              <div className={styles.group} role="group" aria-label={t`Key`}>
                <Button variant="secondary" className={styles.small} onClick={() => setSemitones((value) => transposeBy(value, -1))} aria-label={t`A semitone down`}>
                  −½
                </Button>
                <output className={styles.key} aria-live="polite" aria-label={t`Key: ${soundingKey}`}>
                  {soundingKey}
                </output>
                <Button variant="secondary" className={styles.small} onClick={() => setSemitones((value) => transposeBy(value, 1))} aria-label={t`A semitone up`}>
                  +½
                </Button>
                <Button variant="secondary" className={styles.small} onClick={() => setSemitones(0)} disabled={semitones === 0}>
                  {t`Original key`}
                </Button>
              </div>
              <label className={styles.field}>
                <span>{t`Capo`}</span>
                <select value={capo} onChange={(event) => setCapo(Number(event.target.value))}>
                  {CAPO_FRETS.map((fret) => (
                    <option key={fret} value={fret}>
                      {fret === 0 ? t`No capo` : t`Fret ${fret}`}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.check}>
                <input type="checkbox" checked={style === 'numbers'} onChange={(event) => setStyle(event.target.checked ? 'numbers' : 'chords')} />
                <span>{t`Numbers (Nashville)`}</span>
              </label>
            </>
          ) : null}
          <div className={styles.group} role="group" aria-label={t`Text size`}>
            <Button variant="secondary" className={styles.small} onClick={() => setZoom((value) => zoomBy(value, ZOOM_OUT_STEP))} aria-label={t`Smaller text`}>
              <span aria-hidden="true">A</span>
              <span aria-hidden="true">−</span>
            </Button>
            <Button variant="secondary" className={styles.small} onClick={() => setZoom((value) => zoomBy(value, ZOOM_IN_STEP))} aria-label={t`Larger text`}>
              <span aria-hidden="true">A</span>
              <span aria-hidden="true">+</span>
            </Button>
          </div>
        </div>
      ) : null}

      {view === 'cipher' && keys && capo > 0 && style === 'chords' ? (
        <p className={styles.capoNote}>{t`Capo on fret ${capo}: play the shapes of ${shapesKey}; it sounds in ${soundingKey}.`}</p>
      ) : null}

      {view === 'score' ? <SongFiles files={song.arquivos} /> : <SongSheet conteudo={song.conteudo} writeChord={view === 'cipher' ? writeChord : null} />}
    </article>
  );
}
