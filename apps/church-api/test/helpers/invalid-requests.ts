import fc from 'fast-check';
import { acceptsBody, acceptsParameter, type ContractOperation, type ContractParameter, type Schema } from './contract-schemas';
import { invalidHeaderTexts, invalidJsonParts, invalidParameterTexts, unknownPropertyName, validValue } from './schema-samples';

/** The church the tests seed, as an `x-church` may name it. */
export interface FuzzChurch {
  id: number;
  slug: string;
  codigo: string;
}

/** Who the fuzzer is and where: the church every `x-church` names, the signed-in member's account. */
export interface FuzzContext {
  church: FuzzChurch;
  accountId: number;
  /** What the modules know of their operations and the contract cannot say (their `test/contract-fuzz-samples.ts`). */
  samples: ContractFuzzSamples;
}

/**
 * What a module knows of its operations that their contract cannot say, in its test folder as
 * `src/modules/<module>/test/contract-fuzz-samples.ts` (exported as `contractFuzzSamples`): the value a
 * parameter or body property must have to get past a check made before the request is validated
 * (an upload's guard reads the path before the body), by operationId, then by name. Everything else
 * comes from the contract.
 */
export type ContractFuzzSamples = Record<string, Record<string, (context: Omit<FuzzContext, 'samples'>) => string | number>>;

/**
 * What the server must answer: a 400 whose `errors[].field` names `field` (or a field inside it), or
 * another status alone (a 415, malformed JSON's 400, a 414 for a path segment over 200 characters).
 */
export type ExpectedAnswer = { status: 400; field: string } | { status: number; field?: undefined };

/** One request the contract does not allow, what was made wrong in it and what it must be answered. */
export interface InvalidRequest {
  mutation: string;
  method: string;
  url: string;
  headers?: Values;
  contentType?: string;
  payload?: string | Buffer;
  expected: ExpectedAnswer;
  /** A path parameter was changed: an upload's guard, which reads the path before the body, may refuse it (403). */
  changesPath?: boolean;
}

type Values = Record<string, string>;

/** The router refuses a path segment over `maxParamLength` (200) for every operation alike (URI Too Long). */
const MAX_PATH_SEGMENT = 200;

const MULTIPART = 'multipart/form-data';

// --- valid samples: every part right, so that each request is wrong in one place only ---

/** Parameters are text: a value is valid when its text is. */
const acceptsText = (schema: Schema, value: unknown) => acceptsParameter(schema, String(value));

/** Multipart fields are text too, checked as body text (tab, CR and LF allowed). */
const acceptsFieldText = (schema: Schema, value: unknown) => typeof value === 'string' && acceptsBody(schema, value);

/** The seeded church as `x-church` names it, typed as the schema where it stands wants it. */
function churchValue(operation: ContractOperation, place: 'path' | 'query' | 'body', name: string, schema: Schema, context: FuzzContext): unknown {
  const declaration = operation.church;
  if (!declaration || declaration.in !== place || declaration.name !== name) return undefined;
  const value = declaration.by === 'id' ? context.church.id : declaration.by === 'slug' ? context.church.slug : context.church.codigo;
  return schema.type === 'string' ? String(value) : value;
}

function moduleValue(operation: ContractOperation, name: string, context: FuzzContext): unknown {
  return context.samples[operation.operationId]?.[name]?.(context);
}

function parameterSample(operation: ContractOperation, parameter: ContractParameter, context: FuzzContext): string {
  const given = (parameter.in === 'header' ? undefined : churchValue(operation, parameter.in, parameter.name, parameter.schema, context)) ?? moduleValue(operation, parameter.name, context);
  const examples = [parameter.example, ...Object.values(parameter.examples ?? {}).map((example) => example?.value)].filter((value) => value !== undefined);
  const value = given ?? examples.find((example) => acceptsParameter(parameter.schema, String(example))) ?? validValue(parameter.schema, acceptsText);
  const text = String(value);
  if (!acceptsParameter(parameter.schema, text)) throw new Error(`${operation.operationId}: the sample ${parameter.name}=${text} is not valid`);
  return text;
}

function bodySample(operation: ContractOperation, context: FuzzContext): unknown {
  const body = operation.body;
  if (!body) return null;
  const isUpload = body.mediaType === MULTIPART;
  const examples = [body.example, ...Object.values(body.examples ?? {}).map((example) => example?.value)].filter((value) => value !== undefined);
  const example = examples.find((candidate) => acceptsBody(body.schema, candidate));
  let sample: unknown = example;
  if (body.schema.properties) {
    const given = (example ?? {}) as Record<string, unknown>;
    const required = body.schema.required ?? [];
    sample = Object.fromEntries(
      Object.entries(body.schema.properties)
        // An upload's optional file is left out; a required one is sent as a file part.
        .filter(([name, property]) => !(isUpload && property.format === 'binary' && !required.includes(name)))
        // With an example, its properties (and the church's); without one, every property.
        .filter(([name]) => example === undefined || name in given || (operation.church?.in === 'body' && operation.church.name === name))
        .map(([name, property]) => [
          name,
          churchValue(operation, 'body', name, property, context) ??
            moduleValue(operation, name, context) ??
            (name in given ? given[name] : validValue(property, isUpload ? acceptsFieldText : acceptsBody)),
        ]),
    );
  } else if (sample === undefined) {
    sample = validValue(body.schema, acceptsBody);
  }
  if (!acceptsBody(body.schema, sample)) throw new Error(`${operation.operationId}: the sample body ${JSON.stringify(sample)} is not valid`);
  return sample;
}

// --- requests ---

function urlOf(operation: ContractOperation, path: Values, query: [string, string][]): string {
  const pathname = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return search ? `${pathname}?${search}` : pathname;
}

interface FilePart {
  field: string;
  name: string;
  data: Buffer;
}

function multipartOf(fields: [string, string][], files: FilePart[] = []) {
  const boundary = '----fuzz-boundary';
  const parts: Buffer[] = fields.map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An upload's fields and files: a `format: binary` property is a file part, any other a text field. */
function uploadOf(schema: Schema, values: Record<string, unknown>) {
  const isFile = (name: string) => schema.properties?.[name]?.format === 'binary';
  const fields = Object.entries(values).filter(([name]) => !isFile(name)).map(([name, value]): [string, string] => [name, String(value)]);
  const files = Object.keys(values).filter(isFile).map((field) => ({ field, name: 'a.png', data: PNG_SIGNATURE }));
  return multipartOf(fields, files);
}

const MALFORMED_MULTIPART = [
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="imagem"; filename="a.png"\r\n\r\nabc' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nGarbage header without colon\r\n\r\nabc\r\n--xyz--\r\n' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--abc\r\n\r\n--abc--' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n' },
];

const MALFORMED_JSON = ['{', '{"a":', '{"nome": "x",}', "{'a':1}", 'nul', '[1,', '{"a":1}}', '\u0000', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}', "{\"$'\": $&}", '$1'];

/** What stands at `at` in `value`, shortened, for the name of a mutation (undefined where a property was left out). */
function describe(value: unknown, at: string[]): string {
  const inner = at.reduce<unknown>((node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Record<string, unknown>)[key]), value);
  return (JSON.stringify(inner) ?? 'left out').slice(0, 60);
}

/** The field a 400 names for a part of the request: `params.id`, `query.page`, `headers.idempotency-key`, `body.pagamento.metodo`. */
function fieldOf(place: 'path' | 'query' | 'header' | 'body', at: string[]): string {
  const where = { path: 'params', query: 'query', header: 'headers', body: 'body' }[place];
  return [where, ...at].join('.');
}

/**
 * Requests to `operation` that its contract refuses, each wrong in one place — a parameter, a body
 * property (however deep), the body's shape or its media type — with the answer each must get. The
 * rest of each request is valid, derived from the contract (its examples, else its schemas' keywords),
 * with the seeded church wherever `x-church` names one. Null when the operation takes no input at all.
 */
export function invalidRequests(operation: ContractOperation, context: FuzzContext): fc.Arbitrary<InvalidRequest> | null {
  const samples = new Map(operation.parameters.map((parameter) => [parameter, parameterSample(operation, parameter, context)]));
  const path: Values = {};
  const query: [string, string][] = [];
  const headers: Values = {};
  for (const [parameter, sample] of samples) {
    if (parameter.in === 'path') path[parameter.name] = sample;
    else if (parameter.in === 'header') headers[parameter.name] = sample;
    else if (parameter.required) query.push([parameter.name, sample]);
  }
  const request = (
    mutation: string,
    expected: ExpectedAnswer,
    parts: { path?: Values; query?: [string, string][]; headers?: Values; contentType?: string; payload?: string | Buffer },
  ): InvalidRequest => ({
    mutation,
    method: operation.method,
    url: urlOf(operation, parts.path ?? path, parts.query ?? query),
    headers: parts.headers ?? headers,
    contentType: parts.contentType,
    payload: parts.payload,
    expected,
    changesPath: parts.path !== undefined,
  });
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  const body = operation.body;
  const isUpload = body?.mediaType === MULTIPART;
  const sampleBody = bodySample(operation, context);
  const sampleObject = (sampleBody ?? {}) as Record<string, unknown>;
  const validBody = !body ? {} : isUpload ? uploadOf(body.schema, sampleObject) : json(sampleBody);
  const unsupported = { status: 415 };

  const candidates: fc.Arbitrary<InvalidRequest>[] = [];

  for (const [parameter, sample] of samples) {
    const name = fieldOf(parameter.in, [parameter.name]);
    if (parameter.in === 'header') {
      const wrong = invalidHeaderTexts(parameter.schema, sample, acceptsText);
      if (wrong) candidates.push(wrong.map((text) => request(`header ${parameter.name}=${JSON.stringify(text)}`, { status: 400, field: name }, { headers: { ...headers, [parameter.name]: text }, ...validBody })));
    } else {
      const wrong = invalidParameterTexts(parameter.schema, sample, acceptsText);
      if (parameter.in === 'path') {
        candidates.push(
          wrong
            // An empty segment, a slash or a dot segment would change the route itself rather than the parameter.
            .filter((text) => !['', '.', '..'].includes(text) && !text.includes('/'))
            .map((text) =>
              request(`path ${parameter.name}=${JSON.stringify(text)}`, text.length > MAX_PATH_SEGMENT ? { status: 414 } : { status: 400, field: name }, {
                path: { ...path, [parameter.name]: text },
                ...validBody,
              }),
            ),
        );
      } else {
        const others = query.filter(([n]) => n !== parameter.name);
        candidates.push(wrong.map((text) => request(`query ${parameter.name}=${JSON.stringify(text)}`, { status: 400, field: name }, { query: [...others, [parameter.name, text]], ...validBody })));
      }
    }
    if (parameter.required && parameter.in !== 'path') {
      const left = parameter.in === 'header' ? { headers: Object.fromEntries(Object.entries(headers).filter(([n]) => n !== parameter.name)) } : { query: query.filter(([n]) => n !== parameter.name) };
      candidates.push(fc.constant(request(`${parameter.in} ${parameter.name} missing`, { status: 400, field: name }, { ...left, ...validBody })));
    }
  }

  if (body && isUpload) {
    const fields = Object.entries(body.schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
    for (const [name, property] of fields) {
      if (!(name in sampleObject)) continue;
      candidates.push(
        invalidParameterTexts(property, String(sampleObject[name]), acceptsFieldText).map((text) =>
          request(`upload field ${name}=${JSON.stringify(text).slice(0, 60)}`, { status: 400, field: fieldOf('body', [name]) }, uploadOf(body.schema, { ...sampleObject, [name]: text })),
        ),
      );
    }
    for (const name of body.schema.required ?? []) {
      const { [name]: _left, ...rest } = sampleObject;
      candidates.push(fc.constant(request(`an upload without its ${name}`, { status: 400, field: fieldOf('body', [name]) }, uploadOf(body.schema, rest))));
    }
    candidates.push(
      unknownPropertyName(body.schema)
        .filter((name) => /^[\w$<>&'`-]+$/.test(name))
        .map((name) => request(`an upload with an unknown field ${JSON.stringify(name)}`, { status: 400, field: fieldOf('body', [name]) }, uploadOf(body.schema, { ...sampleObject, [name]: 'x' }))),
      fc.constantFrom(...MALFORMED_MULTIPART).map((malformed) => request('malformed multipart', { status: 400, field: 'body' }, malformed)),
      fc.constant(request('JSON to an upload', unsupported, json(sampleObject))),
      fc.constant(request('text/plain to an upload', unsupported, { contentType: 'text/plain', payload: 'imagem' })),
    );
  } else if (body) {
    // Each property of the body gets its own share of the runs, as each parameter does.
    for (const part of invalidJsonParts(body.schema, sampleBody, acceptsBody)) {
      candidates.push(part.map(({ value, at }) => request(`body${at.map((key) => `.${key}`).join('')}=${describe(value, at)}`, { status: 400, field: fieldOf('body', at) }, json(value))));
    }
    candidates.push(
      fc.constantFrom<unknown>([], [sampleBody], 'texto', 1, true, null).map((value) => request(`body ${JSON.stringify(value)?.slice(0, 30)}`, { status: 400, field: 'body' }, json(value))),
      fc.constantFrom(...MALFORMED_JSON).map((text) => request(`malformed JSON ${JSON.stringify(text)}`, { status: 400 }, { contentType: 'application/json', payload: text })),
      fc.constant(request('multipart to a JSON operation', unsupported, multipartOf(Object.entries(sampleObject).map(([name, value]) => [name, String(value)])))),
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'foo', 'application/json-patch+json').map((contentType) =>
        request(`body as ${contentType}`, unsupported, { contentType, payload: JSON.stringify(sampleBody) }),
      ),
      fc.constant(request('a body without a media type', unsupported, { payload: JSON.stringify(sampleBody) })),
    );
    if (body.required) candidates.push(fc.constant(request('no body', { status: 400, field: 'body' }, {})));
  } else if (operation.method !== 'GET') {
    candidates.push(
      fc.constant(request('multipart to an operation without a body', unsupported, multipartOf([['nome', 'x']]))),
      fc.constant(request('text/plain to an operation without a body', unsupported, { contentType: 'text/plain', payload: 'x' })),
      fc.constant(request('a body without a media type to an operation without a body', unsupported, { payload: 'x' })),
    );
  }

  return candidates.length > 0 ? fc.oneof(...candidates) : null;
}

export interface AnswerSeen {
  statusCode: number;
  contentType: string;
  body: string;
}

/**
 * What is wrong with the answer to an invalid request, or null: it must be a 4xx the operation documents,
 * as problem+json, and the one expected — a 400 naming the field made wrong. An upload checks its caller
 * before it reads anything: a visitor gets its 401, and a changed path may get its 403.
 */
export function wrongAnswer(operation: ContractOperation, request: InvalidRequest, answer: AnswerSeen, caller: 'visitor' | 'member'): string | null {
  const { statusCode: status } = answer;
  if (status < 400 || status >= 500) return 'not a 4xx';
  if (!answer.contentType.startsWith('application/problem+json')) return 'not problem+json';
  // The router's 414 (a path segment over MAX_PATH_SEGMENT) is every operation's, documented or not.
  if (!operation.statuses.has(status) && status !== 414) return 'a status the operation does not document';
  // The router's 414 comes before anything else; then an upload's guard, before the body is read.
  if (operation.body?.mediaType === MULTIPART && request.expected.status !== 414) {
    if (caller === 'visitor' && !operation.public) return status === 401 ? null : 'not the 401 of an upload refusing a visitor before reading it';
    if (request.changesPath && status === 403) return null;
  }
  if (status !== request.expected.status) return `expected ${request.expected.status}`;
  const { field } = request.expected;
  if (field === undefined) return null;
  const named = ((JSON.parse(answer.body) as { errors?: { field?: string }[] }).errors ?? []).map((error) => error.field ?? '');
  return named.some((name) => name === field || name.startsWith(`${field}.`)) ? null : `errors[].field does not name ${field}`;
}
