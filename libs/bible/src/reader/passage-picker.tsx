import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BibliaVersao } from '@church/contracts-bible';
import { Button } from '@church/ui';
import { biblePaths } from '../paths';
import styles from './reader.module.css';

export interface PassagePickerProps {
  versions: BibliaVersao[];
  version: string;
  book: string;
  chapter: number;
}

/**
 * The translation, book and chapter to read: chosen, then opened with "Read" (a change of book starts
 * at its first chapter). A GET form to /bible, so that it works before JavaScript too. It starts from
 * the place it is given: its parent gives it a new key for a new place.
 */
export function PassagePicker({ versions, version, book, chapter }: PassagePickerProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState({ version, book, chapter });
  const books = versions.find((candidate) => candidate.codigo === chosen.version)?.livros ?? [];
  const chapters = books.find((candidate) => candidate.osis === chosen.book)?.capitulos ?? 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(biblePaths.reader.href(chosen));
  };

  return (
    <form className={styles.picker} method="get" action={biblePaths.reader.path} onSubmit={submit} aria-label={t`Choose a passage`}>
      <label>
        <span>{t`Translation`}</span>
        <select name="version" value={chosen.version} onChange={(event) => setChosen({ ...chosen, version: event.target.value })}>
          {versions.map((candidate) => (
            <option key={candidate.codigo} value={candidate.codigo}>
              {candidate.sigla} · {candidate.nome}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t`Book`}</span>
        <select name="book" value={chosen.book} onChange={(event) => setChosen({ ...chosen, book: event.target.value, chapter: 1 })}>
          {books.map((candidate) => (
            <option key={candidate.osis} value={candidate.osis}>
              {candidate.nome}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t`Chapter`}</span>
        <select name="chapter" value={chosen.chapter} onChange={(event) => setChosen({ ...chosen, chapter: Number(event.target.value) })}>
          {Array.from({ length: chapters }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit">{t`Read`}</Button>
    </form>
  );
}
