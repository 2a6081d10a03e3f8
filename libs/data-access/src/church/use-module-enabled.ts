import { useQuery } from '@tanstack/react-query';
import { useDataAccess } from '../api-clients-context';
import { useChurch } from './get-church';
import { getModulesQueryOptions } from './get-modules';

/** Whether the church has the module switched on (from the bootstrap's modules, already in the cache). */
export function useModuleEnabled(code: string): boolean {
  const { clients } = useDataAccess();
  const church = useChurch();
  const modules = useQuery(getModulesQueryOptions(clients.api, church.slug));
  return modules.data?.some((module) => module.codigo === code) ?? false;
}
