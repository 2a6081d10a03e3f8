import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accessPathFor } from '@church/routing';
import { LOGIN_INTENT_TTL_MS, loginIntentAtom } from './state/login-intent-atom';
import { isLoggedInAtom } from './state/session-atom';
import { sessionStatusAtom } from './state/session-status-atom';
import { useAtomValue } from './use-atom-value';

export type LoginDraft = Record<string, string>;

export interface RequestLoginOptions<Draft extends LoginDraft> {
  /** The action's name on its page ('pray', 'join'…): an intent resumes only the action it was set for. */
  action: string;
  /** Where the person comes back to once signed in (a same-site path, with its query): this page by default. */
  returnTo?: string;
  /**
   * Resumes the action once the person is signed in back on `returnTo`, with what they had typed. Left
   * out where coming back to `returnTo` is itself the action (the tickets screen, the new-request form).
   */
  onResume?: (draft: Draft | undefined) => void;
}

/** The request-login modal's props, as `RequestLoginModal` (`@church/ui`) takes them. */
export interface RequestLoginModalState {
  open: boolean;
  onClose: () => void;
  signInHref: string;
  registerHref: string;
  onNavigate: (href: string) => void;
}

export interface RequestLogin<Draft extends LoginDraft> {
  signedIn: boolean;
  /** A stored session is still being restored: whether the person is a member is not known yet. */
  restoring: boolean;
  /** Opens the modal for a visitor, keeping `draft` (what they typed) for the action's return. */
  ask: (draft?: Draft) => void;
  modal: RequestLoginModalState;
}

/**
 * §2 "request-login modal": a visitor who takes an action that needs an account is offered signing in
 * or registering in a modal; either goes to the access screen with `redirectTo` back here, and the
 * action is remembered (`loginIntentAtom`) so that, once signed in back on this page, `onResume`
 * performs it or reopens its form with what was typed. Members never see the modal.
 */
export function useRequestLogin<Draft extends LoginDraft = LoginDraft>({ action, returnTo, onResume }: RequestLoginOptions<Draft>): RequestLogin<Draft> {
  const signedIn = useAtomValue(isLoggedInAtom);
  const restoring = useAtomValue(sessionStatusAtom) === 'restoring';
  const intent = useAtomValue(loginIntentAtom);
  const setIntent = useSetAtom(loginIntentAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const draft = useRef<Draft | undefined>(undefined);
  const resume = useRef(onResume);
  const target = returnTo ?? `${location.pathname}${location.search}`;
  const targetPath = target.split(/[?#]/)[0] ?? target;
  const resumes = onResume !== undefined;

  // The newest callback, set before the effect below reads it (effects run in order).
  useEffect(() => {
    resume.current = onResume;
  });

  useEffect(() => {
    if (!signedIn || restoring || !intent || !resume.current) return;
    if (intent.path !== location.pathname || intent.action !== action) return;
    setIntent(null);
    if (Date.now() - intent.at <= LOGIN_INTENT_TTL_MS) resume.current(intent.draft as Draft | undefined);
  }, [signedIn, restoring, intent, location.pathname, action, setIntent]);

  const ask = useCallback(
    (typed?: Draft) => {
      if (signedIn) return;
      draft.current = typed;
      setOpen(true);
    },
    [signedIn],
  );

  const signInHref = accessPathFor(target);
  return {
    signedIn,
    restoring,
    ask,
    modal: {
      open: open && !signedIn,
      onClose: () => setOpen(false),
      signInHref,
      registerHref: `${signInHref}&start=register`,
      onNavigate: (href) => {
        if (resumes) setIntent({ path: targetPath, action, draft: draft.current, at: Date.now() });
        setOpen(false);
        void navigate(href);
      },
    },
  };
}
