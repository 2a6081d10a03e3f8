import { type AccountLink, AccountLinksContext } from './account-links';
import { useContributions } from './use-contributions';

/**
 * The account links of the church's enabled modules, for the account menu, without depending on those
 * modules: null while they load, an empty list when none add any (or they cannot load).
 */
export function useAccountLinks(enabledCodes: ReadonlySet<string>): AccountLink[] | null {
  return useContributions(AccountLinksContext, enabledCodes);
}
