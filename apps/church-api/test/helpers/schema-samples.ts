import fc from 'fast-check';
import type { Schema } from './contract-schemas';
import { REPLACEMENT_PATTERNS, withReplacementPattern } from './text-samples';

/**
 * Values a contract's schema accepts and refuses, made from the schema alone: a valid value from its
 * `example`/`examples` or, without one, from its type, `format`, `enum`, `pattern`, lengths, range and
 * `multipleOf`; invalid values from the same keywords (wrong type, out of range, too long or short,
 * bad format, not in the enum, an unknown property, control characters), each naming where in the
 * value it is wrong, so that a request carrying it can expect the 400 to name that field.
 */

/** Whether the contract accepts a value where `schema` applies (parameters as text, bodies as sent). */
export type Accepts = (schema: Schema, value: unknown) => boolean;

/** A value `schema` refuses, and where in the value it is wrong (`[]`: the value itself; `['0', 'nome']`: its first item's `nome`). */
export interface InvalidValue {
  value: unknown;
  at: string[];
}

// --- valid values ---

/** A valid text for each `format` the contracts may use (ajv-formats' names). */
const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-01-15',
  'date-time': '2026-01-15T10:30:00Z',
  'iso-date-time': '2026-01-15T10:30:00Z',
  time: '10:30:00Z',
  'iso-time': '10:30:00Z',
  duration: 'P1D',
  email: 'fuzz@example.org',
  'idn-email': 'fuzz@example.org',
  uri: 'https://example.org/fuzz',
  url: 'https://example.org/fuzz',
  'uri-reference': '/fuzz',
  'uri-template': '/fuzz/{id}',
  hostname: 'example.org',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  regex: '^fuzz$',
  'json-pointer': '/fuzz',
  'relative-json-pointer': '0/fuzz',
  byte: 'ZnV6eg==',
  binary: 'a.png',
  password: 'Segura#2026',
};

/** Text that a `format` refuses, as clients get it wrong (impossible dates, a missing part, a space). */
const FORMAT_MISTAKES: Record<string, string[]> = {
  date: ['2026-02-30', '2026-13-01', '15/01/2026', '2026-1-5', '20260115', 'ontem', '2026-01-15T10:30:00Z'],
  'date-time': ['2026-01-15', '2026-01-15 10:30', '2026-01-15T25:00:00Z', '2026-02-30T10:30:00Z', 'agora', '10:30'],
  'iso-date-time': ['2026-01-15', '2026-01-15T25:00:00Z', 'agora'],
  time: ['25:00:00Z', '10:61', 'meio-dia'],
  'iso-time': ['25:00:00Z', 'meio-dia'],
  duration: ['1 day', 'P', 'PT'],
  email: ['fuzz', 'fuzz@', '@example.org', 'fuzz@@example.org', 'fuzz @example.org', 'fuzz@example org'],
  'idn-email': ['fuzz', '@example.org'],
  uri: ['example.org/fuzz', 'not a uri', 'http//example.org', '//example.org'],
  url: ['example.org/fuzz', 'not a url'],
  hostname: ['-example.org', 'exa mple.org', 'example..org'],
  ipv4: ['256.0.0.1', '192.0.2', '1.2.3.4.5'],
  ipv6: ['2001:db8:::1', '12345::'],
  uuid: ['0f8fad5b-d9cb-469f-a165', '0f8fad5bd9cb469fa16570867728950e0', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '{0f8fad5b-d9cb-469f-a165-70867728950e}'],
  byte: ['not base64!', 'ZnV6eg='],
};

function examplesOf(holder: { example?: unknown; examples?: unknown } | undefined): unknown[] {
  if (!holder) return [];
  const { example, examples } = holder;
  const listed = Array.isArray(examples)
    ? examples
    : examples !== null && typeof examples === 'object'
      ? // OpenAPI's parameter and media-type `examples`: a map of Example Objects.
        Object.values(examples as Record<string, { value?: unknown }>).map((entry) => entry?.value)
      : [];
  return [...(example === undefined ? [] : [example]), ...listed].filter((value) => value !== undefined);
}

/** Text of `schema`'s lengths: `Texto` cut or stretched to fit. */
function plainText(schema: Schema): string {
  const length = Math.min(Math.max(5, schema.minLength ?? 0), schema.maxLength ?? Number.POSITIVE_INFINITY);
  return 'Texto'.padEnd(length, 'o').slice(0, length);
}

/** Strings of `schema`'s pattern (fast-check's regular-expression arbitrary, a fixed seed): non-empty and short first. */
function patternTexts(pattern: string): string[] {
  const texts = fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { seed: 20_260_115, numRuns: 60 });
  return [...new Set(texts)].sort((a, b) => Number(a === '') - Number(b === '') || a.length - b.length);
}

function numberCandidates(schema: Schema): number[] {
  const step = schema.multipleOf ?? (schema.type === 'integer' ? 1 : undefined);
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (step ?? 1));
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - (step ?? 1));
  // 1 where the range allows it (an id, a page, an amount), else the lowest value the range takes.
  let value = Math.min(Math.max(low ?? 1, 1), high ?? Number.POSITIVE_INFINITY);
  if (step !== undefined) value = Math.ceil(value / step) * step;
  return [value, low ?? value, high ?? value, 0];
}

/** Values to try for `schema`, best first; the first one the contract accepts is the sample. */
function candidates(schema: Schema, accepts: Accepts): unknown[] {
  const own = [...examplesOf(schema), ...(schema.default === undefined ? [] : [schema.default])];
  if (schema.enum) return [...own, ...schema.enum];
  switch (schema.type) {
    case 'object':
      return [...own, objectSample(schema, accepts)];
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? Number.POSITIVE_INFINITY);
      const item = schema.items ? validValue(schema.items, accepts) : 'Texto';
      return [...own, Array.from({ length: count }, () => structuredClone(item))];
    }
    case 'integer':
    case 'number':
      return [...own, ...numberCandidates(schema)];
    case 'boolean':
      return [...own, true, false];
    default: {
      const formatted = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
      return [...own, ...(formatted === undefined ? [] : [formatted]), ...(schema.pattern ? patternTexts(schema.pattern) : []), plainText(schema)];
    }
  }
}

function objectSample(schema: Schema, accepts: Accepts): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(property, accepts)]));
}

const validCache = new WeakMap<Schema, unknown>();

/**
 * A value `schema` accepts: its example, else its default, else one made from its keywords (every
 * property of an object, one item of an array). Throws when none of these is valid: the schema then
 * needs an `example`.
 */
export function validValue(schema: Schema, accepts: Accepts): unknown {
  if (validCache.has(schema)) return structuredClone(validCache.get(schema));
  const value = candidates(schema, accepts).find((candidate) => accepts(schema, candidate));
  if (value === undefined) throw new Error(`No valid value could be made for the schema ${JSON.stringify(schema).slice(0, 300)}: give it an example`);
  validCache.set(schema, value);
  return structuredClone(value);
}

// --- invalid values ---

/** Control characters; tab, LF and CR are allowed in body text but not in parameters. */
export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r'];

/** `text` with a control character inserted, and sometimes one of String.replace's patterns (`$'`, `$&` …) too. */
export function withControlCharacter(text: string): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...CONTROL_CHARACTERS), fc.nat({ max: text.length }), fc.boolean())
    .map(([character, at, pattern]) => ({ text: text.slice(0, at) + character + text.slice(at), pattern }))
    .chain(({ text: wrong, pattern }) => (pattern ? withReplacementPattern(wrong) : fc.constant(wrong)));
}

/** Text one character or more over `maxLength` (1000 without one), of `a`s or of String.replace's patterns. */
export function oversize(schema: Schema): fc.Arbitrary<string> {
  const limit = schema.maxLength ?? 1000;
  return fc.tuple(fc.nat({ max: 300 }), fc.constantFrom('a', ...REPLACEMENT_PATTERNS)).map(([extra, unit]) => unit.repeat(limit + 1 + extra).slice(0, limit + 1 + extra));
}

/** Characters a pattern or an enum may not allow, put anywhere in a valid text. */
const STRAY_CHARACTERS = ['!', ' ', '/', '.', '-', '_', 'é', 'Z', 'z', '0', '#', '%', '+', "'", '<'];

function strayCharacter(text: string): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...STRAY_CHARACTERS), fc.nat({ max: text.length })).map(([character, at]) => text.slice(0, at) + character + text.slice(at));
}

/** Numbers around and beyond a numeric schema's bounds, and ones no integer column holds. */
function wrongNumbers(schema: Schema): number[] {
  const bounds = [
    ...(schema.minimum === undefined ? [] : [schema.minimum - 1, schema.minimum - 0.5]),
    ...(schema.exclusiveMinimum === undefined ? [] : [schema.exclusiveMinimum]),
    ...(schema.maximum === undefined ? [] : [schema.maximum + 1, schema.maximum + 0.5]),
    ...(schema.exclusiveMaximum === undefined ? [] : [schema.exclusiveMaximum]),
    ...(schema.multipleOf === undefined ? [] : [schema.multipleOf * 1.5, schema.multipleOf / 2]),
  ];
  return [...bounds, 0, -1, 1.5, 2147483648, -2147483649, 1e300];
}

/** Invalid texts for `schema` made from its own keywords, `sample` being a valid text of it. */
function wrongTexts(schema: Schema, sample: string): fc.Arbitrary<string>[] {
  const arbitraries: fc.Arbitrary<string>[] = [strayCharacter(sample), withReplacementPattern(sample)];
  if (schema.maxLength !== undefined) arbitraries.push(oversize(schema));
  if ((schema.minLength ?? 0) > 0) arbitraries.push(fc.nat({ max: (schema.minLength ?? 1) - 1 }).map((length) => sample.slice(0, length)));
  const mistakes = schema.format ? FORMAT_MISTAKES[schema.format] : undefined;
  if (mistakes) arbitraries.push(fc.constantFrom(...mistakes));
  if (schema.enum) {
    const texts = schema.enum.map(String);
    arbitraries.push(fc.constantFrom(...texts.flatMap((text) => [text.toLowerCase(), text.toUpperCase(), `${text} `, `${text}x`, text.slice(1)])));
  }
  if (schema.type === 'integer' || schema.type === 'number') arbitraries.push(fc.constantFrom(...wrongNumbers(schema).map(String), 'abc', 'true', '1,5', '0x10', ''));
  if (schema.type === 'boolean') arbitraries.push(fc.constantFrom('yes', 'sim', '2', 'True ', 'verdadeiro'));
  return arbitraries;
}

/** Values of JSON types and sizes that most schemas refuse. */
const WRONG_JSON = [null, true, false, 'false', 0, -1, 1.5, 2147483648, -2147483649, 1e300, 'texto', '', [], ['Ana'], {}, { a: 1 }, ...REPLACEMENT_PATTERNS, ["$'"]];

/** Property names a body does not have: random ones and String.replace's patterns (never `__proto__`, which the JSON parser refuses before validation). */
export function unknownPropertyName(schema: Schema): fc.Arbitrary<string> {
  return fc
    .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom(...REPLACEMENT_PATTERNS, 'extra', 'id_igreja'))
    .filter((name) => !(name in (schema.properties ?? {})) && !['__proto__', 'constructor', 'prototype'].includes(name));
}

function nested(at: string, invalid: fc.Arbitrary<InvalidValue>, rebuild: (value: unknown) => unknown): fc.Arbitrary<InvalidValue> {
  return invalid.map(({ value, at: inner }) => ({ value: rebuild(value), at: [at, ...inner] }));
}

/**
 * JSON values `schema` refuses, `sample` being one it accepts: of the wrong type, beyond its bounds, of
 * a bad format, not in its enum, with a control character; for an object, one property made wrong,
 * left out or added; for an array, too few or many items or one item made wrong.
 */
export function invalidJsonValues(schema: Schema, sample: unknown, accepts: Accepts): fc.Arbitrary<InvalidValue> {
  return fc.oneof(...invalidJsonParts(schema, sample, accepts));
}

/**
 * The same, one arbitrary per place it may be wrong: the value as a whole, and for an object each of
 * its properties, each required one left out and an unknown one added (so that a caller can give each
 * field its own share of the runs).
 */
export function invalidJsonParts(schema: Schema, sample: unknown, accepts: Accepts): fc.Arbitrary<InvalidValue>[] {
  const whole: fc.Arbitrary<unknown>[] = [fc.constantFrom<unknown>(...WRONG_JSON), fc.bigInt({ min: 2n ** 31n, max: 2n ** 52n }).map(Number)];
  const parts: fc.Arbitrary<InvalidValue>[] = [];
  if (typeof sample === 'string') {
    whole.push(withControlCharacter(sample), ...wrongTexts(schema, sample));
  } else if (typeof sample === 'number') {
    whole.push(fc.constantFrom<unknown>(...wrongNumbers(schema), String(sample)));
  } else if (typeof sample === 'boolean') {
    whole.push(fc.constantFrom<unknown>(String(sample), 1, 0));
  } else if (Array.isArray(sample) && schema.items) {
    const items = schema.items;
    const [first] = sample;
    if (schema.maxItems !== undefined) whole.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => structuredClone(first ?? validValue(items, accepts)))));
    if ((schema.minItems ?? 0) > 0) whole.push(fc.constant(sample.slice(0, (schema.minItems ?? 1) - 1)));
    if (sample.length > 0) parts.push(nested('0', invalidJsonValues(items, first, accepts), (value) => [value, ...sample.slice(1)]));
  } else if (sample !== null && typeof sample === 'object') {
    const object = sample as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parts.push(nested(name, invalidJsonValues(property, object[name], accepts), (value) => ({ ...object, [name]: value })));
    }
    for (const name of schema.required ?? []) {
      const { [name]: _left, ...rest } = object;
      parts.push(fc.constant({ value: rest, at: [name] }));
    }
    if (schema.additionalProperties === false) parts.push(unknownPropertyName(schema).map((name) => ({ value: { ...object, [name]: 'x' }, at: [name] })));
  }
  const refused = fc.oneof(...whole).filter((value) => !accepts(schema, value)).map((value) => ({ value, at: [] as string[] }));
  return [refused, ...parts];
}

/**
 * Texts a parameter's schema refuses, `sample` being one it accepts: its keywords' mistakes, numbers
 * out of range, random text, too long, a control character or a String.replace pattern inserted.
 */
export function invalidParameterTexts(schema: Schema, sample: string, accepts: Accepts): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.oneof(...wrongTexts(schema, sample)),
      fc.constantFrom('abc', 'true', 'X', '%', '-', ...REPLACEMENT_PATTERNS),
      fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
      fc.string({ minLength: 1, maxLength: 12 }),
      // Over any maxLength (wrongTexts has it then), or over the 200 characters of a path segment.
      ...(schema.maxLength === undefined ? [oversize(schema)] : []),
      withControlCharacter(sample),
    )
    .filter((text) => !accepts(schema, text));
}

/** Texts a header's schema refuses that HTTP can carry: printable ASCII, no control characters. */
export function invalidHeaderTexts(schema: Schema, sample: string, accepts: Accepts): fc.Arbitrary<string> | null {
  const printable = (text: string) => text.length > 0 && /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(text);
  const fixed = ['!', '#?', 'x y', 'é'].filter((text) => printable(text) && !accepts(schema, text));
  const arbitraries = [
    ...(schema.maxLength === undefined ? [] : [oversize(schema)]),
    ...((schema.minLength ?? 0) > 1 ? [fc.nat({ max: (schema.minLength ?? 1) - 1 }).map((length) => sample.slice(0, Math.max(1, length)))] : []),
    ...(schema.pattern ? [strayCharacter(sample)] : []),
    ...(fixed.length > 0 ? [fc.constantFrom(...fixed)] : []),
  ];
  if (arbitraries.length === 0) return null;
  return fc.oneof(...arbitraries).filter((text) => printable(text) && !accepts(schema, text));
}
