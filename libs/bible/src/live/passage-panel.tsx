import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useChurch } from '@church/data-access';
import type { LivePanelProps, LivePassage } from '@church/routing';
import { Alert, buttonClassName, Spinner } from '@church/ui';
import { useBibleChapter } from '../api/get-bible-chapter';
import { useBibleVersions } from '../api/get-bible-versions';
import { isNotFound } from '@church/data-access';
import { biblePaths } from '../paths';
import { passageReference, versionForChurch } from '../reader/passage';
import { osisOfUsfm } from './usfm-books';
import styles from './passage-panel.module.css';

/** The verses of the chapter the passage covers: from its first to its last, one verse, or all. */
function versesOf(passage: LivePassage): (numero: number) => boolean {
  const first = passage.versiculoInicio;
  if (first === null) return () => true;
  const last = passage.versiculoFim ?? first;
  return (numero) => numero >= first && numero <= last;
}

/**
 * The live page's Bible panel (§2 "/live"): the sermon's passage read in the translation of the
 * church's language, with the way to open it in the Bible reader.
 */
export function PassagePanel({ passage }: LivePanelProps) {
  const { t } = useLingui();
  if (!passage) return <p className={styles.note}>{t`No passage for this service.`}</p>;
  const book = passage.livro ? osisOfUsfm(passage.livro) : null;
  if (!book || passage.capitulo === null) {
    return (
      <div className={styles.panel}>
        <p className={styles.reference}>{passage.texto}</p>
        <p className={styles.note}>{t`This passage cannot be shown here; look for it in the Bible.`}</p>
        <Link className={buttonClassName('secondary')} to={biblePaths.reader.href()}>
          {t`Open the Bible`}
        </Link>
      </div>
    );
  }
  return <PassageText passage={passage} book={book} chapter={passage.capitulo} />;
}

function PassageText({ passage, book, chapter }: { passage: LivePassage; book: string; chapter: number }) {
  const { t } = useLingui();
  const church = useChurch();
  const version = versionForChurch(church.idioma);
  const text = useBibleChapter(version, book, chapter);
  const versions = useBibleVersions();
  if (text.isPending) return <Spinner label={t`Loading the passage`} />;
  if (text.isError) {
    const reference = passage.texto;
    return isNotFound(text.error) ? (
      <Alert type="warning">{t`${reference} is not in this translation.`}</Alert>
    ) : (
      <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
    );
  }
  const inPassage = versesOf(passage);
  const verses = text.data.versiculos.filter((verse) => inPassage(verse.numero));
  const sigla = versions.data?.find((candidate) => candidate.codigo === version)?.sigla;
  const reference = passageReference(text.data.livro.nome, chapter, verses.map((verse) => verse.numero));
  const language = versions.data?.find((candidate) => candidate.codigo === version)?.idioma;
  return (
    <div className={styles.panel}>
      <p className={styles.reference}>
        {reference}
        {sigla ? <span className={styles.version}> {sigla}</span> : null}
      </p>
      <p className={styles.text} lang={language}>
        {verses.map((verse) => (
          <span key={verse.numero}>
            <sup className={styles.number}>{verse.numero}</sup> {verse.texto}{' '}
          </span>
        ))}
      </p>
      <Link className={buttonClassName('secondary')} to={biblePaths.reader.href({ version, book, chapter, verse: passage.versiculoInicio ?? undefined })}>
        {t`Open in the Bible`}
      </Link>
    </div>
  );
}
