import { Link } from 'react-router';
import type { Leitura } from '@church/contracts-reading-plans';
import { bibleHref } from '../paths';
import styles from '../screens/screens.module.css';

/** "Matthew 1–2", "Psalms 23". */
export function readingName(reading: Leitura): string {
  const { nomeLivro, capituloInicial, capituloFinal } = reading;
  return capituloInicial === capituloFinal ? `${nomeLivro} ${capituloInicial}` : `${nomeLivro} ${capituloInicial}–${capituloFinal}`;
}

/** A day's readings, each opening the Bible reader at its first chapter (the reader goes on from there). */
export function Readings({ readings, id }: { readings: Leitura[]; id?: string }) {
  return (
    <ul className={styles.readings} id={id}>
      {readings.map((reading) => (
        <li key={`${reading.livro}-${reading.capituloInicial}`}>
          <Link to={bibleHref(reading.livro, reading.capituloInicial)}>{readingName(reading)}</Link>
        </li>
      ))}
    </ul>
  );
}
