import type { Database } from '../db/database';
import { ChurchRepository } from './church/church-repository';
import { churchHandlers } from './church/church-handlers';
import { mediaHandlers } from './media-handlers';
import { contentHandlers } from './content/content-handlers';

/**
 * The handlers of every operation in openapi/api.v1.yaml, by operationId. fastify-openapi-glue
 * mounts them all under /api/v1; each module adds its handlers here.
 */
export function apiHandlers(db: Database) {
  return {
    ...churchHandlers(new ChurchRepository(db)),
    ...mediaHandlers(db),
    ...contentHandlers(db),
  };
}
