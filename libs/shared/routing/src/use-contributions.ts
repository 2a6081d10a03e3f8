import { type Context, useContext, useEffect, useState } from 'react';

/** How the shell gives an extension point's contributions of the church's enabled modules. */
export type ContributionsLoader<T> = (enabledCodes: ReadonlySet<string>) => Promise<T[]>;

const asLoaded = async <T,>(found: T[]) => found;

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
