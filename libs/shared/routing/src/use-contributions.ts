import { type ComponentType, type Context, useContext, useEffect, useState } from 'react';

/** How the shell gives an extension point's contributions of the church's enabled modules. */
export type ContributionsLoader<T> = (enabledCodes: ReadonlySet<string>) => Promise<T[]>;

const asLoaded = async <T,>(found: T[]) => found;

/** A contribution whose code is loaded on demand: its id, and how to load its component. */
interface LazyComponent<Props> {
  id: string;
  load: () => Promise<ComponentType<Props>>;
}

/** Each contribution's code, loaded (as `useContributions`' `prepare`); one whose code fails to load is left out. */
export async function loadComponents<Props>(found: LazyComponent<Props>[]): Promise<{ id: string; Component: ComponentType<Props> }[]> {
  const loaded = await Promise.all(found.map((each) => each.load().then((Component) => ({ id: each.id, Component }), () => null)));
  return loaded.filter((each) => each !== null);
}

/**
 * The contributions of the church's enabled modules to an extension point, without depending on those
 * modules: null while they load (and on the server), an empty list when none add any (or they cannot
 * load). `prepare` readies what was found: a module-level function, so that it is the same on every render.
 */
export function useContributions<T, R = T>(
  context: Context<ContributionsLoader<T>>,
  enabledCodes: ReadonlySet<string>,
  prepare: (found: T[]) => Promise<R[]> = asLoaded as unknown as (found: T[]) => Promise<R[]>,
): R[] | null {
  const load = useContext(context);
  const key = [...enabledCodes].sort().join(' ');
  const [contributions, setContributions] = useState<R[] | null>(null);
  useEffect(() => {
    let current = true;
    void load(new Set(key ? key.split(' ') : []))
      .then(prepare)
      .catch(() => [])
      .then((ready) => {
        if (current) setContributions(ready);
      });
    return () => {
      current = false;
    };
  }, [key, load, prepare]);
  return contributions;
}
