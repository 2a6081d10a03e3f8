import { atom } from 'jotai';

/** §3 "App state": loading is tracked per context; GLOBAL hides everything. */
export const GLOBAL_LOADING = 'GLOBAL';

export const loadingContextsAtom = atom<Record<string, number>>({});
loadingContextsAtom.debugLabel = 'loadingContextsAtom';

/** Starts (+1) or ends (-1) a loading in a context; contexts count, so overlapping loads nest. */
export const setLoadingAtom = atom(null, (get, set, update: { context: string; loading: boolean }) => {
  const current = get(loadingContextsAtom);
  const count = Math.max(0, (current[update.context] ?? 0) + (update.loading ? 1 : -1));
  const { [update.context]: _previous, ...rest } = current;
  set(loadingContextsAtom, count ? { ...rest, [update.context]: count } : rest);
});
setLoadingAtom.debugLabel = 'setLoadingAtom';

export const isGlobalLoadingAtom = atom((get) => (get(loadingContextsAtom)[GLOBAL_LOADING] ?? 0) > 0);
isGlobalLoadingAtom.debugLabel = 'isGlobalLoadingAtom';
