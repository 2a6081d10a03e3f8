import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { contractOperations } from '../http/contract-operations';
import { loadSpecification } from '../http/openapi-specification';
import type { PlatformServices } from '../platform-services';
import type { ServerModule } from '../server-module';
import { securityHandlers } from './authentication';
import { contractRoutes } from './contract-routes';
import type { UploadRule } from './multipart-uploads';

export interface ModuleRoutesOptions {
  modules: ServerModule[];
  database: DatabaseHandle;
  config: AppConfig;
  platform: PlatformServices;
}

/**
 * Builds each server module's routes, in module order, with its settings, and mounts the handlers of
 * them all as the API contract (openapi/api.v1.yaml, which bundles every module's file). An operation
 * no module handles, or one two modules handle, stops the start.
 */
export async function moduleRoutes(app: FastifyInstance, { modules, database, config, platform }: ModuleRoutesOptions) {
  const handlers: Record<string, unknown> = {};
  const uploads: Record<string, UploadRule> = {};
  for (const module of modules) {
    if (!module.routes) continue;
    const settings = module.settings?.(config.env, config);
    const routes = await module.routes({ app, database, config, settings, platform });
    for (const [operationId, handler] of Object.entries(routes.handlers)) {
      if (operationId in handlers) throw new Error(`Two modules handle the operation ${operationId} (again ${module.name})`);
      handlers[operationId] = handler;
    }
    Object.assign(uploads, routes.uploads);
  }
  const specification = loadSpecification('api.v1.yaml');
  const unhandled = contractOperations(specification).filter(({ operationId }) => !(operationId in handlers));
  if (unhandled.length > 0) throw new Error(`No module handles ${unhandled.map((operation) => operation.operationId).join(', ')}`);
  await app.register(contractRoutes, { specification, serviceHandlers: handlers, securityHandlers, uploads, prefix: '/api/v1' });
}
