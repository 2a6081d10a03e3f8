import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@church/ui';
import { memberCardPaths, parseCardCode } from '../paths';
import styles from './screens.module.css';

/** A code as typed or pasted: the code itself, or the address its QR opens. */
function codeOf(input: string): string | null {
  const text = input.trim();
  try {
    return parseCardCode(new URL(text).searchParams.get('code') ?? undefined);
  } catch {
    return parseCardCode(text);
  }
}

/** The next card's code (or the address its QR opens), checked on this page: no network needed to get there. */
export function CheckAnotherCode() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = useId();
  const [input, setInput] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeOf(input);
    setWrong(code === null);
    if (code === null) return;
    setInput('');
    void navigate(memberCardPaths.verify.href(code));
  };
  return (
    <form className={styles.another} onSubmit={submit} noValidate>
      <label htmlFor={id}>{t`Check another card: its code or the address its QR code opens`}</label>
      <div className={styles.anotherRow}>
        <input
          id={id}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error` : undefined}
        />
        <Button type="submit">{t`Check`}</Button>
      </div>
      {wrong ? (
        <p id={`${id}-error`} className={styles.anotherError} role="alert">
          {t`This is not a member card code.`}
        </p>
      ) : null}
    </form>
  );
}
