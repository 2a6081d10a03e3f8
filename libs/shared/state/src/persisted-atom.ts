import { atom } from 'jotai';

/** §3: the persisted client store lives in sessionStorage under one product-specific key. */
export const STORE_KEY = 'church-web:store';

function readStore(): Record<string, unknown> {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(STORE_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function writeField(key: string, value: unknown): void {
  const { [key]: _previous, ...rest } = readStore();
  const store = value === undefined || value === null ? rest : { ...rest, [key]: value };
  if (Object.keys(store).length === 0) globalThis.sessionStorage?.removeItem(STORE_KEY);
  else globalThis.sessionStorage?.setItem(STORE_KEY, JSON.stringify(store));
}

/**
 * An atom kept as one field of the product's session store: read when first used, written on
 * every set. Setting null removes the field, and the key goes when no field is left.
 */
export function persistedAtom<Value>(key: string, initialValue: Value, debugLabel: string) {
  const valueAtom = atom<Value | undefined>(undefined);
  const persisted = atom(
    (get) => {
      const value = get(valueAtom);
      if (value !== undefined) return value;
      const stored = readStore()[key];
      return stored === undefined ? initialValue : (stored as Value);
    },
    (_get, set, next: Value) => {
      set(valueAtom, next);
      writeField(key, next);
    },
  );
  persisted.debugLabel = debugLabel;
  return persisted;
}
