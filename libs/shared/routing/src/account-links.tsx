import type { MessageDescriptor } from '@lingui/core';
import { createContext, type ReactNode } from 'react';

/** An entry a module adds to the member's account menu (§2 "User area": registrations, cards, notes…). */
export interface AccountLink {
  /** Unique across modules; also the React key. */
  id: string;
  /** Lower comes first, after the member's own details. */
  order: number;
  /** Where it leads. */
  to: string;
  /** Its label (Lingui's `msg`), in the module's catalog. */
  label: MessageDescriptor;
  /** Loads the module's catalog, so that the label can be shown in the church's language. */
  loadCatalog: () => Promise<void>;
  /** Shown to the church's staff only (the page it leads to still asks the server). */
  staffOnly?: true;
}

/** The links of the church's enabled modules (and of those every church has), their catalogs loaded, in order. */
export type AccountLinksLoader = (enabledCodes: ReadonlySet<string>) => Promise<AccountLink[]>;

/** Read by useAccountLinks, in a file of its own so that the account screens carry it, not the shell. */
export const AccountLinksContext = createContext<AccountLinksLoader>(async () => []);

/** The shell provides the loader: it knows which modules add account links and loads their descriptors. */
export function AccountLinksProvider({ load, children }: { load: AccountLinksLoader; children: ReactNode }) {
  return <AccountLinksContext.Provider value={load}>{children}</AccountLinksContext.Provider>;
}
