import fc from 'fast-check';
import { acceptsBody, acceptsParameter, type ContractOperation, type ContractParameter, type Schema } from './contract-schemas';
import { REPLACEMENT_PATTERNS, withReplacementPattern } from './text-samples';

/** Who the fuzzer is: the signed-in member's account and church, for the parts of a request that must be right. */
export interface FuzzContext {
  accountId: number;
  churchId: number;
  email: string;
}

/** One request the contract does not allow, and what was made wrong in it. */
export interface InvalidRequest {
  mutation: string;
  method: string;
  url: string;
  headers?: Values;
  contentType?: string;
  payload?: string | Buffer;
}

type Values = Record<string, string>;

// --- valid samples: every part right, so that each request is wrong in one place only ---

const PARAMETER_SAMPLES: Record<string, string> = {
  slug: 'grace-community-church',
  code: 'grace',
  organizacao: 'rede-esperanca',
  mes: '2026-01',
  cep: '01001000',
  hostname: 'grace.localhost',
  kind: 'perfil',
  videoId: 'abc',
  ebdSlug: 'youth-bible-study',
  publicacaoSlug: 'welcome',
  tipo: 'bulletins',
  pedido: 'ABCDEFGH23456789',
  'x-chave-acesso': 'fuzzAccessKey0123456789abcdefgh',
  codigo: 'ABCDEFGH23456789',
  'idempotency-key': 'fuzz-key-00000001',
  'x-sandbox-signature': 't=1,v1=00',
};

function sampleParameter(operation: ContractOperation, parameter: ContractParameter, context: FuzzContext): string {
  const { name, schema } = parameter;
  if (schema.type === 'integer' || schema.type === 'number') {
    if (['client', 'cliente', 'igreja'].includes(name)) return String(context.churchId);
    if (name === 'id' && /^\/api\/v1\/(user|usuario)\//.test(operation.path)) return String(context.accountId);
    if (name === 'id' && operation.path.includes('/notificacao/')) return String(context.churchId);
    return String(schema.default ?? Math.max(schema.minimum ?? 1, 1));
  }
  if (name === 'email') return context.email;
  if (name === 'igreja') return 'grace';
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === 'boolean') return 'true';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return PARAMETER_SAMPLES[name] ?? 'texto';
}

const BODY_SAMPLES: Record<string, unknown> = {
  username: 'member@grace.example',
  email: 'fuzz@example.org',
  senha: 'Segura#2026',
  novaSenha: 'Segura#2026',
  cpf: '529.982.247-25',
  telefone: '+55 (11) 91234-5678',
  cep: '01001-000',
  dataNascimento: '1990-05-17',
  dataCasamento: '2015-06-01',
  igreja: 'grace',
  numero: '4242 4242 4242 4242',
  validade: '12/40',
  cvv: '123',
  cpfTitular: '529.982.247-25',
  id: 'evt_fuzz_00000001',
  token: 'tok_fuzz_sample_000001',
  numeroConta: '000123456789',
  numeroRoteamento: '110000000',
};

function sampleValue(schema: Schema, name: string): unknown {
  // A sample typed for another schema (`igreja` is a code in some bodies, an id in others) is not used.
  if (name in BODY_SAMPLES && !(schema.type === 'integer' && typeof BODY_SAMPLES[name] === 'string')) return BODY_SAMPLES[name];
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleValue(property, key)]));
    case 'array':
      return schema.items ? [sampleValue(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date') return '2000-01-01';
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Texto'.slice(0, Math.max(1, schema.maxLength ?? 5));
  }
}

// --- invalid values ---

/** Control characters; the last three are allowed in body text but not in parameters. */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r'];

/** `text` with a control character inserted, and sometimes one of String.replace's patterns (`$'`, `$&` …) too. */
function withControlCharacter(text: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...CONTROL_CHARACTERS), fc.nat({ max: text.length }), fc.boolean())
    .map(([character, at, pattern]) => ({ text: text.slice(0, at) + character + text.slice(at), pattern }))
    .chain(({ text: wrong, pattern }) => (pattern ? withReplacementPattern(wrong) : fc.constant(wrong)));
}

/** Text one character or more over the limit, of `a`s or of String.replace's patterns. */
function oversize(schema: Schema): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat({ max: 300 }), fc.constantFrom('a', ...REPLACEMENT_PATTERNS))
    .map(([extra, unit]) => unit.repeat((schema.maxLength ?? 1000) + 1 + extra).slice(0, (schema.maxLength ?? 1000) + 1 + extra));
}

const OUT_OF_RANGE_NUMBERS = ['2147483648', '-1', '0', '1.5', '1e400', '9223372036854775808', '-2147483649'];

function invalidParameterText(parameter: ContractParameter, sample: string): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom(...OUT_OF_RANGE_NUMBERS, 'abc', 'true', 'X', '%', '-', ...REPLACEMENT_PATTERNS),
      fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
      fc.string({ minLength: 1, maxLength: 12 }),
      oversize(parameter.schema),
      withControlCharacter(sample),
      withReplacementPattern(sample),
    )
    // An empty segment, a slash or a dot segment would change the route itself rather than the parameter.
    .filter((text) => !['', '.', '..'].includes(text) && !text.includes('/') && !acceptsParameter(parameter.schema, text));
}

function invalidJsonValue(schema: Schema, sample: unknown): fc.Arbitrary<unknown> {
  const texts = typeof sample === 'string' ? [withControlCharacter(sample), oversize(schema)] : [];
  return fc
    .oneof(
      fc.constantFrom<unknown>(null, true, false, 'false', 0, -1, 1.5, 2147483648, -2147483649, 1e300, 'texto', '', [], ['Ana'], {}, { a: 1 }, ...REPLACEMENT_PATTERNS, ["$'"]),
      fc.bigInt({ min: 2n ** 31n, max: 2n ** 52n }).map(Number),
      ...texts,
    )
    .filter((value) => !acceptsBody(schema, value));
}

// --- requests ---

function urlOf(operation: ContractOperation, path: Values, query: [string, string][]): string {
  const pathname = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return search ? `${pathname}?${search}` : pathname;
}

function multipartOf(fields: [string, string][], file?: { field: string; name: string; data: Buffer }) {
  const boundary = '----fuzz-boundary';
  const parts: Buffer[] = fields.map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const MALFORMED_MULTIPART = [
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="imagem"; filename="a.png"\r\n\r\nabc' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nGarbage header without colon\r\n\r\nabc\r\n--xyz--\r\n' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--abc\r\n\r\n--abc--' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n' },
];

const MALFORMED_JSON = ['{', '{"a":', '{"nome": "x",}', "{'a':1}", 'nul', '[1,', '{"a":1}}', '\u0000', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}', "{\"$'\": $&}", '$1'];

/**
 * Requests to `operation` that its contract refuses, each wrong in one place: a parameter, a body
 * property, the body's shape or its media type. Empty when the operation takes no input at all.
 */
export function invalidRequests(operation: ContractOperation, context: FuzzContext): fc.Arbitrary<InvalidRequest> | null {
  const path: Values = {};
  const query: [string, string][] = [];
  const headers: Values = {};
  for (const parameter of operation.parameters) {
    const sample = sampleParameter(operation, parameter, context);
    if (!acceptsParameter(parameter.schema, sample)) throw new Error(`${operation.operationId}: the sample ${parameter.name}=${sample} is not valid`);
    if (parameter.in === 'path') path[parameter.name] = sample;
    else if (parameter.in === 'header') headers[parameter.name] = sample;
    else if (parameter.required) query.push([parameter.name, sample]);
  }
  const request = (
    mutation: string,
    parts: { path?: Values; query?: [string, string][]; headers?: Values; contentType?: string; payload?: string | Buffer },
  ): InvalidRequest => ({
    mutation,
    method: operation.method,
    url: urlOf(operation, parts.path ?? path, parts.query ?? query),
    headers: parts.headers ?? headers,
    contentType: parts.contentType,
    payload: parts.payload,
  });
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  const takesBodies = operation.method !== 'GET';
  const body = operation.body;
  const isUpload = body?.mediaType === 'multipart/form-data';
  const sampleBody = body && !isUpload ? sampleValue(body.schema, 'body') : null;
  if (sampleBody !== null && body && !acceptsBody(body.schema, sampleBody)) throw new Error(`${operation.operationId}: the sample body is not valid`);
  const validBody = isUpload ? multipartOf([], { field: 'imagem', name: 'a.png', data: PNG_SIGNATURE }) : sampleBody !== null ? json(sampleBody) : {};

  const candidates: fc.Arbitrary<InvalidRequest>[] = [];

  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'header')) {
    // Header values cannot carry control characters over HTTP: too long, or not of the pattern, is what a client can send.
    const wrongTexts = ['!', '#?', ' x '].filter((text) => !acceptsParameter(parameter.schema, text));
    const invalid = [
      ...(parameter.schema.maxLength === undefined ? [] : [oversize(parameter.schema)]),
      ...(wrongTexts.length > 0 ? [fc.constantFrom(...wrongTexts)] : []),
    ];
    if (invalid.length === 0) continue;
    candidates.push(fc.oneof(...invalid).map((text) => request(`header ${parameter.name}=${JSON.stringify(text)}`, { headers: { ...headers, [parameter.name]: text }, ...validBody })));
  }

  for (const parameter of operation.parameters.filter((candidate) => candidate.in !== 'header')) {
    const sample = sampleParameter(operation, parameter, context);
    candidates.push(
      invalidParameterText(parameter, sample).map((text) =>
        parameter.in === 'path'
          ? request(`path ${parameter.name}=${JSON.stringify(text)}`, { path: { ...path, [parameter.name]: text }, ...validBody })
          : request(`query ${parameter.name}=${JSON.stringify(text)}`, { query: [...query.filter(([n]) => n !== parameter.name), [parameter.name, text]], ...validBody }),
      ),
    );
    if (parameter.in === 'query' && parameter.required) {
      candidates.push(fc.constant(request(`query ${parameter.name} missing`, { query: query.filter(([n]) => n !== parameter.name), ...validBody })));
    }
  }

  if (body && isUpload) {
    candidates.push(
      fc.constantFrom(...MALFORMED_MULTIPART).map((malformed) => request('malformed multipart', malformed)),
      fc.constant(request('JSON to an upload', json({ imagem: 'a.png' }))),
      fc.constant(request('text/plain to an upload', { contentType: 'text/plain', payload: 'imagem' })),
      fc.constant(request('an upload without its file', multipartOf([['foto', 'x']]))),
      fc.constant(request('an upload with an unknown field', multipartOf([['extra', 'x']], { field: 'imagem', name: 'a.png', data: PNG_SIGNATURE }))),
    );
  } else if (body && sampleBody !== null && typeof sampleBody === 'object') {
    const sampleObject = sampleBody as Record<string, unknown>;
    for (const [name, property] of Object.entries(body.schema.properties ?? {})) {
      candidates.push(
        invalidJsonValue(property, sampleObject[name]).map((value) => request(`body.${name}=${JSON.stringify(value)?.slice(0, 60)}`, json({ ...sampleObject, [name]: value }))),
      );
    }
    for (const name of body.schema.required ?? []) {
      const { [name]: _left, ...rest } = sampleObject;
      candidates.push(fc.constant(request(`body.${name} missing`, json(rest))));
    }
    candidates.push(
      fc
        .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(...REPLACEMENT_PATTERNS))
        .filter((name) => !(name in (body.schema.properties ?? {})))
        .map((name) => request(`unknown body property ${JSON.stringify(name)}`, json({ ...sampleObject, [name]: 'x' }))),
      fc.constantFrom<unknown>([], [sampleObject], 'texto', 1, true, null).map((value) => request(`body ${JSON.stringify(value)?.slice(0, 30)}`, json(value))),
      fc.constantFrom(...MALFORMED_JSON).map((text) => request(`malformed JSON ${JSON.stringify(text)}`, { contentType: 'application/json', payload: text })),
      fc.constant(request('multipart to a JSON operation', multipartOf(Object.entries(sampleObject).map(([name, value]) => [name, String(value)])))),
      fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'foo', 'application/json-patch+json').map((contentType) =>
        request(`body as ${contentType}`, { contentType, payload: JSON.stringify(sampleObject) }),
      ),
    );
    candidates.push(fc.constant(request('a body without a media type', { payload: JSON.stringify(sampleObject) })));
    if (body.required) candidates.push(fc.constant(request('no body', {})));
  } else if (takesBodies) {
    candidates.push(
      fc.constant(request('multipart to an operation without a body', multipartOf([['nome', 'x']]))),
      fc.constant(request('text/plain to an operation without a body', { contentType: 'text/plain', payload: 'x' })),
      fc.constant(request('a body without a media type to an operation without a body', { payload: 'x' })),
    );
  }

  return candidates.length > 0 ? fc.oneof(...candidates) : null;
}
