import { atom } from 'jotai';

/**
 * Whether the session is still being restored at start (token in the URL, in session storage, or a
 * refresh token in local storage). Guards wait while it is 'restoring'.
 */
export type SessionStatus = 'restoring' | 'settled';

export const sessionStatusAtom = atom<SessionStatus>('settled');
sessionStatusAtom.debugLabel = 'sessionStatusAtom';
