import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@church/api-platform/db/database';

/** /healthz: the process is up. /readyz: the database answers and its migrations are applied. */
export async function healthRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await options.database.isReady();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}
