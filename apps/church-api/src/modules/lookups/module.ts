import type { ServerModule } from '@church/api-platform/server-module';
import { lookupHandlers } from './lookup-handlers';
import { PlaceLookups } from './place-lookups';

/**
 * The address lookups of §7 (every church): a country's states, a state's cities and a postcode's
 * places, answered from dataset packages in memory, not from third-party services (place-lookups.ts).
 * No tables. The Brazilian CEP keeps its own lookup in the account module. Contract:
 * openapi/modules/lookups.yaml.
 */
export const lookupsModule: ServerModule = {
  name: 'lookups',
  dependsOn: [],
  routes: () => ({ handlers: lookupHandlers(new PlaceLookups()) }),
};
