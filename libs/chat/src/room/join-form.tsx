import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@church/ui';
import styles from './chat.module.css';

/** The longest name a guest may chat under (openapi/chat.yaml). */
const NAME_MAX_LENGTH = 40;

export interface JoinFormProps {
  initialName: string;
  busy: boolean;
  /** The server refused the name. */
  refused: boolean;
  onJoin: (name: string) => void;
}

/** §4 "Chat": a guest gives a name to join. */
export function JoinForm({ initialName, busy, refused, onJoin }: JoinFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initialName.slice(0, NAME_MAX_LENGTH));
  const [missing, setMissing] = useState(false);
  const ids = { field: useId(), error: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing(true);
      return;
    }
    onJoin(name);
  };
  let error: string | null = null;
  if (missing) error = t`Enter your name to join the chat.`;
  else if (refused) error = t`This name cannot be used. Please choose another.`;
  return (
    <form className={styles.join} onSubmit={submit} noValidate>
      <label htmlFor={ids.field} className={styles.joinLabel}>
        {t`Your name`}
      </label>
      <div className={styles.joinRow}>
        <input
          id={ids.field}
          className={styles.field}
          value={name}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setMissing(false);
          }}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t`Joining…` : t`Join the chat`}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
