/** The HTTP methods an OpenAPI path item may hold operations for, as Fastify spells them. */
export const CONTRACT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ContractMethod = (typeof CONTRACT_METHODS)[number];

/** One operation of an OpenAPI document, as the server mounts it. */
export interface ContractOperation {
  operationId: string;
  method: ContractMethod;
  /** The path as Fastify writes it, under the contract's prefix: `/usuario/:id/endereco`. */
  url: string;
  /** The media types its request body may have; empty when it takes no body. */
  bodyMediaTypes: string[];
  /** Whether a request without a body is refused (`requestBody.required`). */
  bodyRequired: boolean;
  /** Its body is signed by its sender (`x-signed-body: true`): the handler checks the signature over the bytes as they came (`request.signedBody`). */
  signedBody: boolean;
}

interface OperationObject {
  operationId?: string;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  'x-signed-body'?: boolean;
}

/** The operations of an OpenAPI 3 document (after loadSpecification). */
export function contractOperations(specification: object): ContractOperation[] {
  const paths = (specification as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([path, item]) =>
    CONTRACT_METHODS.flatMap((method) => {
      const operation = item[method.toLowerCase()] as OperationObject | undefined;
      if (!operation?.operationId) return [];
      return [
        {
          operationId: operation.operationId,
          method,
          url: path.replace(/\{(\w+)\}/g, ':$1'),
          bodyMediaTypes: Object.keys(operation.requestBody?.content ?? {}),
          bodyRequired: operation.requestBody?.required === true,
          signedBody: operation['x-signed-body'] === true,
        },
      ];
    }),
  );
}
