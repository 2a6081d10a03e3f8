import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { BibliaCapitulo, BibliaVersao } from '@church/contracts-bible';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, PageHeader, Spinner, useHydrated } from '@church/ui';
import { useBibleChapter } from '../api/get-bible-chapter';
import { useBibleVersions } from '../api/get-bible-versions';
import { isNotFound } from '@church/data-access';
import { biblePaths } from '../paths';
import { bibleTextSizeAtom } from '../state/bible-text-size-atom';
import { BibleSearchForm } from './bible-search-form';
import { ChapterText } from './chapter-text';
import { canonicalBook, copiedText, FIRST_BOOK, passageReference, readerPlace } from './passage';
import { PassagePicker } from './passage-picker';
import { SelectionBar } from './selection-bar';
import { TextSizeControl } from './text-size-control';
import styles from './reader.module.css';
import { useAtomValue } from '@church/state';

const DEFAULT_TEXT_SIZE = 1.125;

/** A chapter's text and the way to its neighbours; selected verses can be copied with their reference. */
function ChapterReader({ chapter, version, target }: { chapter: BibliaCapitulo; version: BibliaVersao; target: number | null }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const storedSize = useAtomValue(bibleTextSizeAtom);
  const size = useHydrated() ? storedSize : DEFAULT_TEXT_SIZE;
  const toggle = (verse: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(verse)) next.delete(verse);
      else next.add(verse);
      return next;
    });
  const nameOf = (osis: string) => version.livros.find((book) => book.osis === osis)?.nome ?? osis;
  const verses = [...selected].sort((a, b) => a - b);
  const reference = passageReference(chapter.livro.nome, chapter.capitulo, verses);
  const previous = chapter.anterior;
  const next = chapter.proximo;

  return (
    <>
      <ChapterText chapter={chapter} selected={selected} onToggle={toggle} target={target} size={size} lang={version.idioma} />
      <nav className={styles.chapterNav} aria-label={t`Chapters`}>
        {previous ? (
          <Link to={biblePaths.reader.href({ version: version.codigo, book: previous.livro, chapter: previous.capitulo })} rel="prev" className={styles.previous}>
            <span className={styles.navLabel}>{t`Previous chapter`}</span> <span>{passageReference(nameOf(previous.livro), previous.capitulo)}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={biblePaths.reader.href({ version: version.codigo, book: next.livro, chapter: next.capitulo })} rel="next" className={styles.next}>
            <span className={styles.navLabel}>{t`Next chapter`}</span> <span>{passageReference(nameOf(next.livro), next.capitulo)}</span>
          </Link>
        ) : null}
      </nav>
      {verses.length > 0 ? <SelectionBar key={reference} reference={reference} text={copiedText(chapter, verses, version.sigla)} onClear={() => setSelected(new Set())} /> : null}
    </>
  );
}

/**
 * /bible: the reader (`?version=web&book=John&chapter=3&verse=16`). The church's language picks the
 * translation when the address names none; the address always says where the reader is, so a passage
 * can be linked and shared. Rendered on the server with the passage as the page's title.
 */
export function BiblePage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const place = readerPlace(search, church.idioma);
  const versions = useBibleVersions();
  const version = versions.data?.find((candidate) => candidate.codigo === place.version);
  const book = version?.livros.find((candidate) => candidate.osis === place.book);
  const knownChapter = place.chapter !== null && (!book || place.chapter <= book.capitulos);
  const chapter = useBibleChapter(place.version, place.book, place.chapter ?? 1, knownChapter && (!versions.data || Boolean(book)));

  const reference = chapter.data ? passageReference(chapter.data.livro.nome, chapter.data.capitulo, place.verse ? [place.verse] : []) : null;
  const pointed = place.verse ? chapter.data?.versiculos.find((verse) => verse.numero === place.verse) : undefined;
  usePageMeta({
    title: reference && version ? `${reference} (${version.sigla}) · ${church.nome}` : `${t`Bible`} · ${church.nome}`,
    description: pointed?.texto ?? chapter.data?.versiculos.map((verse) => verse.texto).join(' '),
  });

  // A book named loosely (`john`, `João`) goes to its canonical address.
  const canonical = versions.data && !book ? canonicalBook(version, place.book) : null;
  if (canonical) return <Navigate replace to={biblePaths.reader.href({ version: place.version, book: canonical, chapter: place.chapter ?? 1, verse: place.verse ?? undefined })} />;

  const versionName = version?.nome;
  const licence = version?.licenca;
  const notFound = !knownChapter || (versions.data && !book) || (chapter.isError && isNotFound(chapter.error));
  const heading = chapter.data && !notFound ? passageReference(chapter.data.livro.nome, chapter.data.capitulo) : t`Bible`;
  return (
    <article className={styles.reader}>
      <PageHeader title={heading} subtitle={version ? `${version.nome} (${version.sigla})` : undefined} />
      <div className={styles.toolbar}>
        {versions.data ? <PassagePicker key={`${place.version}:${place.book}:${place.chapter}`} versions={versions.data} version={place.version} book={book ? place.book : FIRST_BOOK} chapter={book && knownChapter ? (place.chapter ?? 1) : 1} /> : null}
        <TextSizeControl />
        <BibleSearchForm version={place.version} />
      </div>
      {versions.isError ? <Alert type="error">{t`The Bible could not be loaded. Check your connection and try again.`}</Alert> : null}
      {notFound ? (
        <EmptyState title={t`This passage is not in the Bible.`}>
          <Link to={biblePaths.reader.href({ version: place.version, book: FIRST_BOOK, chapter: 1 })}>{t`Start at the beginning`}</Link>
        </EmptyState>
      ) : null}
      {!notFound && (chapter.isPending || versions.isPending) && !versions.isError ? <Spinner label={t`Loading the chapter`} /> : null}
      {!notFound && chapter.isError ? <Alert type="error">{t`The chapter could not be loaded. Check your connection and try again.`}</Alert> : null}
      {!notFound && chapter.data && version ? <ChapterReader key={`${place.version}:${place.book}:${place.chapter}`} chapter={chapter.data} version={version} target={place.verse} /> : null}
      {versionName ? <p className={styles.licence}>{t`${versionName}: ${licence}.`}</p> : null}
    </article>
  );
}
