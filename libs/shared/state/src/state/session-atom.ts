import { atom } from 'jotai';
import { persistedAtom } from '../persisted-atom';

export interface Credentials {
  token: string;
  refreshToken: string;
}

/**
 * §4 "Login state": the parts a person is logged in with. The account and church account are
 * filled by the access module; the token is persisted in the product's session store.
 */
export const credentialsAtom = persistedAtom<Credentials | null>('credentials', null, 'credentialsAtom');

export const accountAtom = atom<{ id: number } | null>(null);
accountAtom.debugLabel = 'accountAtom';

export const churchAccountAtom = atom<{ id: number } | null>(null);
churchAccountAtom.debugLabel = 'churchAccountAtom';

/** Logged in only when the token, the account and the church account are all present. */
export const isLoggedInAtom = atom(
  (get) => Boolean(get(credentialsAtom)?.token && get(accountAtom) && get(churchAccountAtom)),
);
isLoggedInAtom.debugLabel = 'isLoggedInAtom';
