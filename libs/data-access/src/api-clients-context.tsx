import { createContext, type ReactNode, useContext } from 'react';
import type { TenantLookup } from '@church/tenant';
import type { ApiClients } from './clients';

interface DataAccessContextValue {
  clients: ApiClients;
  tenant: TenantLookup;
  /** Church subdomains live under this domain (grace.localhost); used to link to another church. */
  appDomain: string;
  /** The page's origin (`http://grace.localhost:3000`): the browser's, or the one the server renders for. */
  origin?: string;
}

const DataAccessContext = createContext<DataAccessContextValue | null>(null);

/** Provides the API clients and the tenant of this host to every data hook below it. */
export function DataAccessProvider(props: DataAccessContextValue & { children: ReactNode }) {
  const { clients, tenant, appDomain, origin = globalThis.location?.origin ?? '', children } = props;
  return <DataAccessContext.Provider value={{ clients, tenant, appDomain, origin }}>{children}</DataAccessContext.Provider>;
}

export function useDataAccess(): Required<DataAccessContextValue> {
  const value = useContext(DataAccessContext);
  if (!value) throw new Error('useDataAccess outside <DataAccessProvider>');
  return value as Required<DataAccessContextValue>;
}
