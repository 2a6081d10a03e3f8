import { atom } from 'jotai';

/**
 * What a visitor was doing when the request-login modal sent them to sign in or register: the page
 * (its path), the action on it and what they had typed for it. The page takes it back once the person
 * is signed in there and resumes the action; nothing else reads it, and an address cannot set it, so a
 * link can never make a member act without their click.
 */
export interface LoginIntent {
  /** The path (without its query) the action resumes on. */
  path: string;
  /** The page's own name for the action: 'pray', 'join', 'message'… */
  action: string;
  /** What the visitor had typed for it, kept for the form that reopens. */
  draft?: Record<string, string>;
  /** When it was set (milliseconds since the epoch). */
  at: number;
}

/**
 * Kept in local storage, not the session store: after registering, the activation link opens a new
 * tab, where the person signs in and comes back to the page.
 */
export const LOGIN_INTENT_KEY = 'church-web:login-intent';

/** An intent older than this is forgotten unresumed. */
export const LOGIN_INTENT_TTL_MS = 2 * 60 * 60 * 1000;

function readStored(): LoginIntent | null {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(LOGIN_INTENT_KEY) ?? 'null') as LoginIntent | null;
    return stored && typeof stored.path === 'string' && typeof stored.action === 'string' && typeof stored.at === 'number' ? stored : null;
  } catch {
    return null;
  }
}

const valueAtom = atom<LoginIntent | null | undefined>(undefined);

/** The pending login intent (null when none); setting null forgets it. */
export const loginIntentAtom = atom(
  (get) => {
    const value = get(valueAtom);
    return value === undefined ? readStored() : value;
  },
  (_get, set, next: LoginIntent | null) => {
    set(valueAtom, next);
    try {
      if (next) globalThis.localStorage?.setItem(LOGIN_INTENT_KEY, JSON.stringify(next));
      else globalThis.localStorage?.removeItem(LOGIN_INTENT_KEY);
    } catch {
      // Storage refused (private mode, quota): the intent lives in this tab only.
    }
  },
);
loginIntentAtom.debugLabel = 'loginIntentAtom';
