import type { ComponentType } from 'react';
import { focusPathIn } from './focus-path';
import { whenNear } from './when-near';

/**
 * Loads an island's part once `target` comes near view or is reached for, and gives it with where the
 * focus was inside (its own chunk: nothing of it is needed to hydrate the page). Returns how to stop.
 */
export function wakeWhenNear<Props>(target: Element, load: () => Promise<ComponentType<Props>>, woken: (Part: ComponentType<Props>, focus: number[] | null) => void): () => void {
  return whenNear(target, () => {
    load().then(
      (Part) => woken(Part, focusPathIn(target)),
      () => undefined,
    );
  });
}
