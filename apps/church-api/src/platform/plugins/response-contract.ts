import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Checks every JSON response against the response schema its route declares (from the OpenAPI
 * files) and answers 500 when it does not match. Enabled in tests, so a handler that answers
 * outside its contract fails the suite instead of reaching a client.
 */
export const responseContract = fp(async (app: FastifyInstance) => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new WeakMap<object, ReturnType<typeof ajv.compile>>();

  app.addHook('onSend', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const schema = responses?.[String(reply.statusCode)] ?? responses?.[`${String(reply.statusCode)[0]}xx`];
    // A body made once (a cached answer, a Buffer) is checked too, unless it went out compressed.
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) && !reply.hasHeader('content-encoding') ? payload.toString('utf8') : null;
    if (!schema || text === null || !String(reply.getHeader('content-type')).includes('json')) return payload;
    const contentSchema = (schema as { content?: Record<string, { schema: object }> }).content;
    const jsonSchema = (contentSchema ? Object.values(contentSchema)[0]?.schema : schema) as object;
    let validate = validators.get(jsonSchema);
    if (!validate) {
      validate = ajv.compile(jsonSchema);
      validators.set(jsonSchema, validate);
    }
    if (!validate(JSON.parse(text))) {
      request.log.error({ errors: validate.errors }, 'response outside its contract');
      throw new Error(`${request.method} ${request.url} answered outside its contract: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
});
