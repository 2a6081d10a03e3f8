import type { FastifyInstance } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';
import { contractOperations } from '../http/contract-operations';
import { requestValidatorCompiler } from '../http/request-validator-compiler';
import { methodNotAllowed } from './method-not-allowed';
import { multipartUploads, type UploadRule } from './multipart-uploads';
import { publicEtags } from './public-etags';
import { requestBodies } from './request-bodies';

export interface ContractRoutesOptions {
  /** An OpenAPI document from loadSpecification; register the plugin with its `prefix`. */
  specification: object;
  serviceHandlers: object;
  securityHandlers?: FastifyOpenapiGlueOptions['securityHandlers'];
  /** The rule of each multipart operation of the contract, by operationId. */
  uploads?: Record<string, UploadRule>;
}

/**
 * Mounts one OpenAPI contract (fastify-openapi-glue) with its input boundary: parameters coerced and
 * bodies validated as sent, no control characters, only the body media types each operation
 * declares, guarded uploads, and 405 for the methods a path does not have; its public reads carry
 * ETags (public-etags.ts). Encapsulated, so none of it reaches the routes outside the contract.
 */
export async function contractRoutes(app: FastifyInstance, options: ContractRoutesOptions) {
  const { specification, serviceHandlers, securityHandlers, uploads } = options;
  const operations = contractOperations(specification);
  app.setValidatorCompiler(requestValidatorCompiler);
  await app.register(requestBodies, { operations });
  await app.register(multipartUploads, { operations, rules: uploads ?? {} });
  await app.register(publicEtags);
  await app.register(openapiGlue, { specification, serviceHandlers, securityHandlers });
  await app.register(methodNotAllowed, { operations });
}
