import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataAccess } from '../api-clients-context';
import { useChurch } from './get-church';
import { getModulesQueryOptions } from './get-modules';

/** The codes of the modules the church has switched on (from the bootstrap's modules, already in the cache). */
export function useEnabledModuleCodes(): ReadonlySet<string> {
  const { clients } = useDataAccess();
  const church = useChurch();
  const modules = useQuery(getModulesQueryOptions(clients.api, church.slug));
  return useMemo(() => new Set((modules.data ?? []).map((module) => module.codigo)), [modules.data]);
}

/** Whether the church has the module switched on. */
export function useModuleEnabled(code: string): boolean {
  return useEnabledModuleCodes().has(code);
}
