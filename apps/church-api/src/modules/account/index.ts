import { memberAccountHandlers } from './account-handlers';
import type { AccountServices } from './account-services';
import { referenceHandlers } from './reference-handlers';
import { securityHandlers } from './security-handlers';

/** The handlers of the account and security block of openapi/api.v1.yaml. */
export function accountHandlers(services: AccountServices) {
  return {
    ...securityHandlers(services),
    ...memberAccountHandlers(services),
    ...referenceHandlers(services),
  };
}

export { type AccountServices, accountServices } from './account-services';
