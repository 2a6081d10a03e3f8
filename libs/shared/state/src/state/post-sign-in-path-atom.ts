import { atom } from 'jotai';

/**
 * Where a person goes once signed in, set by the access screen before it signs them in. The guard
 * that moves a signed-in person off a visitor-only screen reads it (instead of always going home).
 */
export const postSignInPathAtom = atom<string | null>(null);
postSignInPathAtom.debugLabel = 'postSignInPathAtom';
