import { atom } from 'jotai';
import { persistedAtom } from '../persisted-atom';

export interface Credentials {
  token: string;
  refreshToken: string;
}

/** The signed-in account and its church account here, by id; their data lives in the query cache. */
export interface SessionAccount {
  id: number;
}
export interface SessionChurchAccount {
  id: number;
  idIgreja: number;
}

/** §4 "Login state": the token is kept in the product's session store. */
export const credentialsAtom = persistedAtom<Credentials | null>('credentials', null, 'credentialsAtom');

export const accountAtom = atom<SessionAccount | null>(null);
accountAtom.debugLabel = 'accountAtom';

export const churchAccountAtom = atom<SessionChurchAccount | null>(null);
churchAccountAtom.debugLabel = 'churchAccountAtom';

/** Logged in only when the token, the account and the church account are all present. */
export const isLoggedInAtom = atom(
  (get) => Boolean(get(credentialsAtom)?.token && get(accountAtom) && get(churchAccountAtom)),
);
isLoggedInAtom.debugLabel = 'isLoggedInAtom';
