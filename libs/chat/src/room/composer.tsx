import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@church/ui';
import styles from './chat.module.css';

/** The server's limit on a message's length (openapi/chat.yaml). */
export const MESSAGE_MAX_LENGTH = 500;
/** From here on the composer shows how many characters are left. */
const COUNTER_FROM = 400;

export interface ComposerProps {
  /** Who the reader chats as. */
  name: string;
  onSend: (text: string) => void;
}

/** Writing a message: Enter sends, Shift+Enter starts a new line; the characters left show near the limit. */
export function Composer({ name, onSend }: ComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const ids = { field: useId(), counter: useId(), who: useId() };
  const left = MESSAGE_MAX_LENGTH - text.length;
  const blank = text.trim().length === 0;

  const send = () => {
    if (blank) return;
    onSend(text.trim());
    setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing a character (Japanese, Chinese…): its Enter picks the character.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={ids.field} className="visually-hidden">
        {t`Message`}
      </label>
      <textarea
        id={ids.field}
        className={styles.field}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        placeholder={t`Write a message`}
        aria-describedby={`${ids.who}${text.length >= COUNTER_FROM ? ` ${ids.counter}` : ''}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
      />
      <div className={styles.composerFoot}>
        <span id={ids.who} className={styles.hint}>
          {t`Chatting as ${name}. Enter sends, Shift+Enter adds a line.`}
        </span>
        {text.length >= COUNTER_FROM ? (
          <span id={ids.counter} className={left === 0 ? `${styles.counter} ${styles.counterFull}` : styles.counter} aria-live="polite">
            {t`${left} characters left`}
          </span>
        ) : null}
        <Button type="submit" disabled={blank}>
          {t`Send`}
        </Button>
      </div>
    </form>
  );
}
