import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@church/ui';
import { biblePaths } from '../paths';
import styles from './reader.module.css';

/** A word or phrase to search the translation for; without JavaScript it is a plain GET form. */
export function BibleSearchForm({ version, initial = '' }: { version: string; initial?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    if (query) void navigate(biblePaths.search.href(version, query));
  };
  return (
    <form role="search" className={styles.searchForm} method="get" action={biblePaths.search.path} onSubmit={submit}>
      <input type="hidden" name="version" value={version} />
      <label htmlFor={id} className="visually-hidden">{t`Search the Bible`}</label>
      <input
        id={id}
        name="q"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t`Search the Bible`}
        minLength={2}
        maxLength={100}
        required
      />
      <Button type="submit" variant="secondary">{t`Search`}</Button>
    </form>
  );
}
