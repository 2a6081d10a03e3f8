import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { TenantCache, type TenantCacheOptions } from '../tenancy/tenant-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each church's bootstrap in memory, dropped when the church changes (src/modules/church/tenant-cache.ts). */
    tenantCache: TenantCache;
  }
}

export interface TenantCachePluginOptions extends TenantCacheOptions {
  database: DatabaseHandle;
}

/** Decorates the app with its tenant cache (`app.tenantCache`), hearing changes from start to close. */
export const tenantCachePlugin = fp(
  async (app: FastifyInstance, { database, ...options }: TenantCachePluginOptions) => {
    const cache = new TenantCache(database, options);
    await cache.start();
    app.addHook('onClose', () => cache.stop());
    app.decorate('tenantCache', cache);
  },
  { name: 'tenant-cache' },
);
