import { i18n as globalI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadModuleCatalog } from '@church/i18n';
import { formsCatalog } from '../catalog';
import type {} from 'altcha/types/react';
import styles from './captcha.module.css';

/** Where the server gives a new proof-of-work challenge (the account module's `GET /captcha/desafio`). */
export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/desafio';
/** The server's problem code for a captcha it refuses (missing, wrong, spent or expired). */
export const CAPTCHA_REFUSED = 'CAPTCHA_INVALIDO';
/** §5 and §8 "invalid captcha". */
export const captchaMessage = () => globalI18n._(msg`Invalid captcha.`);

/** How long a submission waits for the widget to finish its work before it goes without (and the server says so). */
const SOLUTION_WAIT_MS = 60_000;
/** The server's challenges' algorithm (altcha-lib's name for it). */
const ALGORITHM = 'PBKDF2/SHA-256';

interface AltchaElement extends HTMLElement {
  configure(configuration: Record<string, unknown>): Promise<void>;
  verify(): Promise<unknown>;
}

interface AltchaStateChange {
  state: 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';
  payload?: string | null;
}

let loading: Promise<void> | undefined;

/**
 * The ALTCHA widget, loaded with the first form that shows it: `altcha/external` (its styles from a file
 * and no worker inlined as a blob: address) with its PBKDF2 worker served from our own origin, so the
 * page's CSP (`script-src 'self'`, workers from 'self') lets it in unchanged.
 */
function loadAltcha(): Promise<void> {
  loading ??= Promise.all([import('altcha/external'), import('altcha/workers/pbkdf2?worker'), import('altcha/altcha.css')]).then(([, worker]) => {
    const Pbkdf2Worker = worker.default;
    globalThis.$altcha.algorithms.set(ALGORITHM, () => new Pbkdf2Worker());
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Whether the proof of work can run does not change while the page lives. */
const unchanging = () => () => undefined;

/** Only a real browser runs the proof of work (workers and Web Crypto); elsewhere (jsdom, the server) nothing is shown or sent. */
function canSolve(): boolean {
  return typeof window !== 'undefined' && typeof Worker !== 'undefined' && Boolean(globalThis.crypto?.subtle);
}

/** The widget's strings (altcha's names), translated once the forms catalog is loaded. */
const STRINGS = {
  ariaLinkLabel: msg`Visit altcha.org (opens in a new tab)`,
  cancel: msg`Cancel`,
  enterCode: msg`Enter code`,
  enterCodeAria: msg`Enter the code you hear. Press Space to play the audio.`,
  enterCodeFromImage: msg`To go on, enter the code in the picture below.`,
  error: msg`The check failed. Please try again later.`,
  expired: msg`The check expired. Please try again.`,
  footer: msg`Protected by ALTCHA`,
  getAudioChallenge: msg`Get an audio challenge`,
  label: msg`I'm not a robot`,
  loading: msg`Loading…`,
  reload: msg`Reload`,
  verify: msg`Verify`,
  verificationRequired: msg`Please wait for the check to finish.`,
  verified: msg`Checked: you're not a robot`,
  verifying: msg`Checking that you're not a robot…`,
  waitAlert: msg`Checking… please wait.`,
};

function CaptchaWidget({ onPayload, error }: { onPayload: (payload: string | null, failed: boolean) => void; error?: string | undefined }) {
  const { i18n } = useLingui();
  const element = useRef<AltchaElement>(null);
  // The widget looks its strings up by a lower-case language key.
  const language = `church-${i18n.locale}`.toLowerCase();
  useEffect(() => {
    const widget = element.current;
    if (!widget) return undefined;
    let cancelled = false;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChange>).detail;
      onPayload(state === 'verified' && payload ? payload : null, state === 'error');
      // An expired challenge (10 minutes on the page) is solved again at once.
      if (state === 'expired') void widget.verify();
    };
    widget.addEventListener('statechange', changed);
    // The widget and its strings load with the first form that shows it.
    void Promise.all([loadAltcha(), loadModuleCatalog(formsCatalog)]).then(async () => {
      if (cancelled) return;
      globalThis.$altcha.i18n.set(language, Object.fromEntries(Object.entries(STRINGS).map(([name, message]) => [name, globalI18n._(message)])));
      await widget.configure({ challenge: CAPTCHA_CHALLENGE_URL, auto: 'onload', language, hideFooter: true, name: 'captcha' });
    });
    return () => {
      cancelled = true;
      widget.removeEventListener('statechange', changed);
    };
    // One set-up per widget: a new language or callback takes effect with the next one (the widget is renewed after each use).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.captcha}>
      <altcha-widget ref={element} suppressHydrationWarning />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The captcha of a form a stranger sends: its widget, the solution to send, and a new one after each use. */
export interface Captcha {
  /** The widget to show in the form (nothing when not asked, or where no proof of work can run). */
  widget: ReactNode;
  /** The widget's solution, waiting for it to finish its work if needed; undefined when not asked. */
  solution(): Promise<string | undefined>;
  /** A solution is accepted once: after sending it, the widget solves a new challenge for the next time. */
  renew(): void;
}

/**
 * The proof-of-work captcha (ALTCHA, self-hosted: no third party, no cookies) of a form sent without an
 * account: a visitor's tickets or gift, registration, a password reset. `asked` is false for a signed-in
 * member. The widget solves its challenge by itself as soon as it shows; `error` is shown under it.
 */
export function useCaptcha(asked: boolean, error?: string): Captcha {
  const [round, setRound] = useState(0);
  const current = useRef<{ payload: string | null; waiting: ((payload: string | undefined) => void)[] }>({ payload: null, waiting: [] });
  // Known only in the browser, after hydration: the server's HTML and the first render have no widget alike.
  const browser = useSyncExternalStore(unchanging, canSolve, () => false);
  const solving = asked && browser;

  const onPayload = useCallback((payload: string | null, failed: boolean) => {
    current.current.payload = payload;
    // A widget that failed (no challenge could be had) lets the form go without: the server then says why.
    if (!payload && !failed) return;
    for (const resolve of current.current.waiting.splice(0)) resolve(payload ?? undefined);
  }, []);

  const solution = useCallback((): Promise<string | undefined> => {
    if (!solving) return Promise.resolve(undefined);
    const { payload } = current.current;
    if (payload) return Promise.resolve(payload);
    return new Promise((resolve) => {
      const waiting = current.current.waiting;
      const give = (value: string | undefined) => {
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(give) >>> 0, 1);
        resolve(undefined);
      }, SOLUTION_WAIT_MS);
      waiting.push(give);
    });
  }, [solving]);

  const renew = useCallback(() => {
    current.current.payload = null;
    setRound((previous) => previous + 1);
  }, []);

  const widget = solving ? <CaptchaWidget key={round} onPayload={onPayload} error={error} /> : null;
  return { widget, solution, renew };
}
