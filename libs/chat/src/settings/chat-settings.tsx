import { Plural, useLingui } from '@lingui/react/macro';
import type { ChatCanal } from '@church/contracts-chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '@church/data-access';
import { Alert, Button, Dialog, Spinner } from '@church/ui';
import { chatKeys } from '../api/chat-keys';
import { getBlockedWords, setBlockedWords, setSlowMode } from '../api/chat-settings';
import { useChatApi } from '../api/use-chat-api';
import { MAX_BLOCKED_WORDS, MAX_WORD_LENGTH, parseWordList, type WordListProblem } from './word-list';
import { RetryProblem } from '../room/retry-problem';
import styles from './chat-settings.module.css';

/** The slow mode choices (seconds; 0 is off). */
export const SLOW_MODE_CHOICES = [0, 5, 10, 30, 60, 120, 300] as const;

type Saving = 'idle' | 'busy' | 'saved' | 'failed';

export interface ChatSettingsProps {
  channel: ChatCanal;
}

/**
 * Staff's settings of the chat (shown to the server's moderators only; the server checks the role on
 * every change): the channel's slow mode, and the words the church adds to its word filter, in a dialog
 * the button opens (the chat's column has no room for them beside the messages on a phone).
 */
export function ChatSettings({ channel }: ChatSettingsProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.holder}>
      <Button variant="secondary" className={styles.toggle} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t`Chat settings`}
      </Button>
      <Dialog open={open} title={t`Chat settings`} size="large" onClose={() => setOpen(false)}>
        <div className={styles.panel}>
          <SlowModeSetting channel={channel} />
          <BlockedWordsSetting />
          <div className={styles.close}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t`Close`}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

function SlowModeSetting({ channel }: ChatSettingsProps) {
  const { t } = useLingui();
  const { api, slug } = useChatApi();
  const queryClient = useQueryClient();
  const current = channel.intervaloSegundos ?? 0;
  const [seconds, setSeconds] = useState(current);
  const [saving, setSaving] = useState<Saving>('idle');
  const ids = { field: useId(), hint: useId() };
  const choices: number[] = SLOW_MODE_CHOICES.includes(current as (typeof SLOW_MODE_CHOICES)[number]) ? [...SLOW_MODE_CHOICES] : [...SLOW_MODE_CHOICES, current].sort((a, b) => a - b);

  const label = (value: number): string => {
    if (value === 0) return t`Off`;
    if (value >= 60 && value % 60 === 0) {
      const minutes = value / 60;
      return minutes === 1 ? t`1 minute` : t`${minutes} minutes`;
    }
    return t`${value} seconds`;
  };
  const currentLabel = label(current);
  const chosenLabel = label(seconds);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving === 'busy' || seconds === current) return;
    setSaving('busy');
    try {
      const saved = await setSlowMode(api, slug, channel.id, seconds);
      // The open chat says slow mode is on (or off) from the channel it read.
      queryClient.setQueryData(chatKeys.channel(slug, channel.id), saved);
      setSaving('saved');
    } catch {
      setSaving('failed');
    }
  };

  return (
    <form className={styles.section} onSubmit={(event) => void save(event)}>
      <label htmlFor={ids.field} className={styles.label}>
        {t`Slow mode`}
      </label>
      <p id={ids.hint} className={styles.hint}>
        {t`How long each person waits between two messages in this chat.`}{' '}
        {current > 0 ? t`Now: ${currentLabel}.` : t`Now: off.`}
      </p>
      <div className={styles.row}>
        <select
          id={ids.field}
          className={styles.select}
          value={seconds}
          aria-describedby={ids.hint}
          onChange={(event) => {
            setSeconds(Number(event.target.value));
            setSaving('idle');
          }}
        >
          {choices.map((value) => (
            <option key={value} value={value}>
              {label(value)}
            </option>
          ))}
        </select>
        {/* aria-disabled, not disabled: the focus stays on the button while it saves and after (Escape still closes the dialog). */}
        <Button type="submit" className={styles.save} aria-disabled={saving === 'busy' || seconds === current} aria-busy={saving === 'busy'}>
          {saving === 'busy' ? t`Saving…` : t`Save slow mode`}
        </Button>
      </div>
      {saving === 'saved' ? <Alert type="success">{seconds > 0 ? t`Slow mode is on: ${chosenLabel}.` : t`Slow mode is off.`}</Alert> : null}
      {saving === 'failed' ? <Alert type="error">{t`Slow mode could not be saved. Please try again.`}</Alert> : null}
    </form>
  );
}

function BlockedWordsSetting() {
  const { t } = useLingui();
  const { api, slug } = useChatApi();
  const queryClient = useQueryClient();
  const key = [...chatKeys.all(slug), 'blocked-words'] as const;
  const words = useQuery({ queryKey: key, queryFn: () => getBlockedWords(api, slug) });
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState<Saving>('idle');
  const [problem, setProblem] = useState<WordListProblem | 'refused' | null>(null);
  const ids = { field: useId(), hint: useId(), problem: useId() };

  if (words.isPending) return <Spinner label={t`Loading the blocked words`} />;
  if (words.isError) {
    return (
      <RetryProblem className={styles.section} message={t`The blocked words could not be loaded.`} onRetry={() => void words.refetch()} />
    );
  }
  const shown = text ?? words.data.join('\n');

  const describe = (found: WordListProblem | 'refused'): string => {
    if (found === 'refused') return t`The list was not accepted: each line must be one word of at most ${MAX_WORD_LENGTH} characters, and at most ${MAX_BLOCKED_WORDS} words.`;
    if (found.kind === 'space') {
      const { line, word } = found;
      return t`Line ${line}: "${word}" has a space. Put one word per line.`;
    }
    if (found.kind === 'long') {
      const { line } = found;
      return t`Line ${line} is longer than ${MAX_WORD_LENGTH} characters.`;
    }
    const { count } = found;
    return t`At most ${MAX_BLOCKED_WORDS} words; this list has ${count}.`;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving === 'busy') return;
    const parsed = parseWordList(shown);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      setSaving('idle');
      return;
    }
    setProblem(null);
    setSaving('busy');
    try {
      const saved = await setBlockedWords(api, slug, parsed.words);
      queryClient.setQueryData(key, saved);
      setText(saved.join('\n'));
      setSaving('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setProblem('refused');
        setSaving('idle');
      } else setSaving('failed');
    }
  };

  return (
    <form className={styles.section} onSubmit={(event) => void save(event)} noValidate>
      <label htmlFor={ids.field} className={styles.label}>
        {t`Blocked words`}
      </label>
      <p id={ids.hint} className={styles.hint}>
        {t`One word per line. A message with one of them is not sent, as with the built-in list for the church's language. For all of the church's chats.`}
      </p>
      <textarea
        id={ids.field}
        className={styles.words}
        rows={5}
        value={shown}
        spellCheck={false}
        autoCapitalize="none"
        aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setSaving('idle');
          setProblem(null);
        }}
      />
      {problem ? (
        <p id={ids.problem} className={styles.problem} role="alert">
          {describe(problem)}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button type="submit" className={styles.save} aria-disabled={saving === 'busy'} aria-busy={saving === 'busy'}>
          {saving === 'busy' ? t`Saving…` : t`Save blocked words`}
        </Button>
      </div>
      {saving === 'saved' ? (
        <Alert type="success">
          <Plural value={words.data.length} _0="Blocked words saved: the list is empty." one="Blocked words saved: # word." other="Blocked words saved: # words." />
        </Alert>
      ) : null}
      {saving === 'failed' ? <Alert type="error">{t`The blocked words could not be saved. Please try again.`}</Alert> : null}
    </form>
  );
}
