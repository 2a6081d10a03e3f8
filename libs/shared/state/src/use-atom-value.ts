import { type Atom, useSetAtom, useStore, type WritableAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * An atom's value, re-rendering when it changes: Jotai's useAtomValue through React's
 * useSyncExternalStore. Jotai's own hook re-renders every component that reads an atom once more right
 * after it mounts (its effect asks for a render to catch up), and on the church home those renders made
 * one long task just after hydration; this one renders again only when the value did change. The app's
 * atoms hold plain values, never promises, which this relies on.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(atom, onChange), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}

/** An atom's value and its setter, as Jotai's useAtom, with the value read as useAtomValue above reads it. */
export function useAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>): [Value, (...args: Args) => Result] {
  return [useAtomValue(atom), useSetAtom(atom)];
}
