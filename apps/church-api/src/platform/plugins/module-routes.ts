import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { contractOperations } from '../http/contract-operations';
import { loadSpecification } from '../http/openapi-specification';
import type { PlatformServices } from '../platform-services';
import type { ModuleContract, ServerModule } from '../server-module';
import { securityHandlers } from './authentication';
import { contractRoutes } from './contract-routes';
import type { UploadRule } from './multipart-uploads';

export interface ModuleRoutesOptions {
  modules: ServerModule[];
  database: DatabaseHandle;
  config: AppConfig;
  platform: PlatformServices;
}

/** A contract's operations that `handlers` lacks: the start stops rather than serve a contract in part. */
function unhandledOf(specification: object, handlers: object, what: string): void {
  const unhandled = contractOperations(specification).filter(({ operationId }) => !(operationId in handlers));
  if (unhandled.length > 0) throw new Error(`No module handles ${unhandled.map((operation) => operation.operationId).join(', ')} (${what})`);
}

/**
 * Builds each server module's routes, in module order, with its settings, and mounts the handlers of
 * them all as the API contract (openapi/api.v1.yaml, which bundles every module's file). An operation
 * no module handles, or one two modules handle, stops the start. A module's own contracts (a root file
 * of openapi/ under its own prefix, as the chat's chat.yaml under /chat/v1) are mounted the same way,
 * each with its module's handlers only.
 */
export async function moduleRoutes(app: FastifyInstance, { modules, database, config, platform }: ModuleRoutesOptions) {
  const handlers: Record<string, unknown> = {};
  const uploads: Record<string, UploadRule> = {};
  const ownContracts: (ModuleContract & { module: string })[] = [];
  for (const module of modules) {
    if (!module.routes) continue;
    const settings = module.settings?.(config.env, config);
    const routes = await module.routes({ app, database, config, settings, platform });
    for (const [operationId, handler] of Object.entries(routes.handlers)) {
      if (operationId in handlers) throw new Error(`Two modules handle the operation ${operationId} (again ${module.name})`);
      handlers[operationId] = handler;
    }
    Object.assign(uploads, routes.uploads);
    for (const contract of routes.contracts ?? []) {
      const taken = ownContracts.find((other) => other.file === contract.file || other.prefix === contract.prefix);
      if (taken || contract.file === 'api.v1.yaml' || contract.prefix === '/api/v1') {
        throw new Error(`The module ${module.name} would serve ${contract.file} at ${contract.prefix}, where ${taken ? `the module ${taken.module}` : 'the main API'} is served`);
      }
      ownContracts.push({ ...contract, module: module.name });
    }
  }
  const specification = loadSpecification('api.v1.yaml');
  unhandledOf(specification, handlers, 'api.v1.yaml');
  await app.register(contractRoutes, { specification, serviceHandlers: handlers, securityHandlers, uploads, prefix: '/api/v1' });
  for (const contract of ownContracts) {
    const own = loadSpecification(contract.file);
    unhandledOf(own, contract.handlers, `${contract.file}, served by the module ${contract.module}`);
    await app.register(contractRoutes, { specification: own, serviceHandlers: contract.handlers, securityHandlers, prefix: contract.prefix });
  }
}
