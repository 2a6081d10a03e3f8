import { type LivePanel, LivePanelsContext } from './live-panels';
import { useContributions } from './use-contributions';

/**
 * The panels the church's enabled modules add to the live page, without depending on those modules:
 * null while they load (and on the server), an empty list when none add any (or they cannot load).
 */
export function useLivePanels(enabledCodes: ReadonlySet<string>): LivePanel[] | null {
  return useContributions(LivePanelsContext, enabledCodes);
}
