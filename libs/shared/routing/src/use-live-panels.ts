import { useContext, useEffect, useState } from 'react';
import { type LivePanel, LivePanelsContext } from './live-panels';

/**
 * The panels the church's enabled modules add to the live page, without depending on those modules:
 * null while they load (and on the server), an empty list when none add any (or they cannot load).
 */
export function useLivePanels(enabledCodes: ReadonlySet<string>): LivePanel[] | null {
  const load = useContext(LivePanelsContext);
  const key = [...enabledCodes].sort().join(' ');
  const [panels, setPanels] = useState<LivePanel[] | null>(null);
  useEffect(() => {
    let current = true;
    void load(new Set(key ? key.split(' ') : []))
      .catch(() => [])
      .then((loaded) => {
        if (current) setPanels(loaded);
      });
    return () => {
      current = false;
    };
  }, [key, load]);
  return panels;
}
