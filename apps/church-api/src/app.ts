import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { loadSpecification } from './http/openapi-specification';
import { accountServices } from './modules/account';
import { accountHttp } from './modules/account/account-http';
import { LocalImageStorage } from './modules/account/image-files';
import { SmtpTransport } from './modules/account/mail/mail-transport';
import { postcodeLookupFor } from './modules/account/postcode-lookup';
import { S3ImageStorage } from './modules/account/s3-image-storage';
import { apiHandlers } from './modules/api-handlers';
import { bffHandlers } from './modules/church/bff-handlers';
import { ChurchRepository } from './modules/church/church-repository';
import { healthRoutes } from './modules/health/health-routes';
import { adminRedirectRoutes } from './modules/web/admin-redirect';
import { webRoutes } from './modules/web/web-routes';
import { Authentication, authenticationPlugin, securityHandlers } from './plugins/authentication';
import { problemHandler } from './plugins/problem-handler';
import { responseContract } from './plugins/response-contract';

export interface BuildAppOptions {
  config: AppConfig;
  /** A migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON response against its OpenAPI schema (tests turn it on). */
  validateResponses?: boolean;
}

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/** Builds the whole server: APIs, the church-web build and its tenant bootstrap. Tests use it with inject(). */
export async function buildApp({ config, database, logger = false, validateResponses = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { strict: false, coerceTypes: 'array', removeAdditional: true } },
  });
  app.addHook('onClose', () => database.close());

  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(problemHandler);
  if (validateResponses) await app.register(responseContract);

  const churches = new ChurchRepository(database.db);
  const shellSettings = { appDomain: config.appDomain, adminUrl: config.adminUrl };

  const authentication = await Authentication.create(database.db, config.account);
  await app.register(authenticationPlugin, { authentication });
  const account = accountServices(database.db, {
    authentication,
    mailFrom: config.account.mailFrom,
    appDomain: config.appDomain,
    postcodes: postcodeLookupFor(config.account.cepServiceUrl),
    images: config.account.s3 ? new S3ImageStorage(config.account.s3) : new LocalImageStorage(config.account.uploadsDir),
  });
  await app.register(accountHttp, {
    outbox: account.outbox,
    transport: config.account.smtpUrl ? new SmtpTransport(config.account.smtpUrl) : null,
    mailboxEnabled: config.account.mailboxEnabled,
    uploadsDir: config.account.s3 ? null : config.account.uploadsDir,
  });

  await app.register(healthRoutes, { database });
  await app.register(openapiGlue, {
    specification: loadSpecification('api.v1.yaml'),
    serviceHandlers: apiHandlers(database.db, account),
    securityHandlers,
    prefix: '/api/v1',
  });
  await app.register(openapiGlue, {
    specification: loadSpecification('bff.yaml'),
    serviceHandlers: bffHandlers(churches, shellSettings),
    prefix: '/bff',
  });
  await app.register(adminRedirectRoutes, { adminUrl: config.adminUrl });
  await app.register(webRoutes, { webDist: config.webDist, churches, shellSettings });
  return app;
}
