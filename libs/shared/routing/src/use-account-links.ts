import { useContext, useEffect, useState } from 'react';
import { type AccountLink, AccountLinksContext } from './account-links';

/**
 * The account links of the church's enabled modules, for the account menu, without depending on those
 * modules: null while they load, an empty list when none add any (or they cannot load).
 */
export function useAccountLinks(enabledCodes: ReadonlySet<string>): AccountLink[] | null {
  const load = useContext(AccountLinksContext);
  const key = [...enabledCodes].sort().join(' ');
  const [links, setLinks] = useState<AccountLink[] | null>(null);
  useEffect(() => {
    let current = true;
    void load(new Set(key ? key.split(' ') : []))
      .catch(() => [])
      .then((loaded) => {
        if (current) setLinks(loaded);
      });
    return () => {
      current = false;
    };
  }, [key, load]);
  return links;
}
