import { createContext, type ReactNode, useContext } from 'react';
import type { TenantState } from './use-tenant-bootstrap';

type ReadyTenant = TenantState & { status: 'ready'; church: NonNullable<TenantState['church']> };

const TenantContext = createContext<ReadyTenant | null>(null);

export function TenantProvider({ tenant, children }: { tenant: ReadyTenant; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

/** The loaded church and its base data, for the shell's own components below the bootstrap gate. */
export function useReadyTenant(): ReadyTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useReadyTenant outside the bootstrap gate');
  return tenant;
}
