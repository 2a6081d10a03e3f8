import type { Database } from '../db/database';
import { type AccountServices, accountHandlers } from './account';
import { ChurchRepository } from './church/church-repository';
import { churchHandlers } from './church/church-handlers';
import { contentHandlers } from './content/content-handlers';
import { mediaHandlers } from './media-handlers';

/**
 * The handlers of every operation in openapi/api.v1.yaml, by operationId. fastify-openapi-glue
 * mounts them all under /api/v1; each module adds its handlers here.
 */
export function apiHandlers(db: Database, account: AccountServices) {
  return {
    ...accountHandlers(account),
    ...churchHandlers(new ChurchRepository(db)),
    ...contentHandlers(db),
    ...mediaHandlers(db),
  };
}
