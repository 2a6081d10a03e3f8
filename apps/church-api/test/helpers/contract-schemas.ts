import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadSpecification } from '../../src/platform/http/openapi-specification';
import type { ChurchScopeDeclaration } from '../../src/platform/plugins/church-scope';

/** The JSON Schema subset the contracts use, with every `$ref` resolved. */
export interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  /** OpenAPI 3.0's example of a value, and JSON Schema's list of them. */
  example?: unknown;
  examples?: unknown[];
  description?: string;
}

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
  /** The parameter's own example(s), as OpenAPI puts them beside its schema. */
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

/** An operation of a contract, as a client sees it: where it lives, what it takes, what it may answer. */
export interface ContractOperation {
  operationId: string;
  method: string;
  /** The full OpenAPI path with the contract's prefix: `/api/v1/user/{id}/endereco`. */
  path: string;
  parameters: ContractParameter[];
  /** Its request body's first media type, schema and the examples given beside that schema. */
  body: { mediaType: string; schema: Schema; required: boolean; example?: unknown; examples?: Record<string, { value?: unknown }> } | null;
  /** The documented status codes. */
  statuses: Set<number>;
  /** Whether it can be called without a token. */
  public: boolean;
  /** The church it is scoped to (`x-church`), if any. */
  church: ChurchScopeDeclaration | null;
}

export const CONTRACTS = [
  { file: 'api.v1.yaml', prefix: '/api/v1' },
  { file: 'bff.yaml', prefix: '/bff' },
  { file: 'chat.yaml', prefix: '/chat/v1' },
] as const;

type Node = Record<string, unknown>;

function resolver(document: Node) {
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const ref = (node as Node).$ref;
    if (typeof ref === 'string') {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Node)[key], document);
      return resolve(target);
    }
    const resolved = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value)])) as Node;
    // `allOf: [X]` beside a description (the contracts' only use of allOf in requests) is X.
    const allOf = resolved.allOf as Node[] | undefined;
    if (allOf?.length === 1) {
      const { allOf: _single, ...rest } = resolved;
      return { ...allOf[0], ...rest };
    }
    return resolved;
  };
  return resolve;
}

/** Every operation of the API and BFF contracts. */
export function contractOperations(): ContractOperation[] {
  return CONTRACTS.flatMap(({ file, prefix }) => {
    const document = loadSpecification(file) as unknown as Node;
    const resolve = resolver(document);
    const paths = resolve(document.paths) as Record<string, Node>;
    return Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, raw]) => {
          const operation = raw as Node;
          const parameters = [...((item.parameters as ContractParameter[]) ?? []), ...((operation.parameters as ContractParameter[]) ?? [])];
          const requestBody = operation.requestBody as
            | { required?: boolean; content: Record<string, { schema: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> }> }
            | undefined;
          const [mediaType, content] = Object.entries(requestBody?.content ?? {})[0] ?? [];
          const security = (operation.security as Node[] | undefined) ?? [];
          return {
            operationId: operation.operationId as string,
            method: method.toUpperCase(),
            path: prefix + path,
            parameters: parameters.map((p) => ({ ...p, required: p.required === true })),
            body: mediaType && content ? { ...content, mediaType, required: requestBody?.required === true } : null,
            statuses: new Set(Object.keys(operation.responses as Node).map(Number)),
            public: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
            church: (operation['x-church'] as ChurchScopeDeclaration | undefined) ?? null,
          };
        }),
    );
  });
}

function ajvWith(coerceTypes: 'array' | false): Ajv {
  const ajv = new Ajv({ strict: false, coerceTypes, allErrors: false });
  addFormats(ajv);
  return ajv;
}

const checkers = { parameter: checkerOf(ajvWith('array')), body: checkerOf(ajvWith(false)) };

function checkerOf(ajv: Ajv) {
  const compiled = new WeakMap<object, ReturnType<Ajv['compile']>>();
  return (schema: Schema, value: unknown): boolean => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate(structuredClone(value)) === true;
  };
}

/** Whether the contract accepts a parameter's text as sent in the URL (decoded). */
export function acceptsParameter(schema: Schema, text: string): boolean {
  return !/\p{Cc}/u.test(text) && checkers.parameter(schema, text);
}

function hasBodyControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return /[^\P{Cc}\t\n\r]/u.test(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasBodyControlCharacter);
}

/** Whether the contract accepts a JSON body as sent (types as they are, no control characters but tab, CR and LF). */
export function acceptsBody(schema: Schema, value: unknown): boolean {
  return !hasBodyControlCharacter(value) && checkers.body(schema, value);
}
