import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsBody, acceptsParameter, type Schema } from './contract-schemas';
import { invalidHeaderTexts, invalidJsonValues, invalidParameterTexts, validValue } from './schema-samples';

const acceptsText = (schema: Schema, value: unknown) => acceptsParameter(schema, String(value));

describe('valid values from a schema', () => {
  it('take its example first, then its examples, then its default', () => {
    expect(validValue({ type: 'string', example: 'grace' }, acceptsBody)).toBe('grace');
    expect(validValue({ type: 'string', maxLength: 3, examples: ['too long', 'ok'] }, acceptsBody)).toBe('ok');
    expect(validValue({ type: 'integer', minimum: 1, maximum: 50, default: 10 }, acceptsBody)).toBe(10);
  });

  it('are made from its format, enum, pattern, lengths, range and multipleOf without one', () => {
    const cases: Schema[] = [
      { type: 'string', format: 'date' },
      { type: 'string', format: 'date-time' },
      { type: 'string', format: 'email', maxLength: 254 },
      { type: 'string', format: 'uri' },
      { type: 'string', format: 'uuid', maxLength: 36 },
      { type: 'string', enum: ['PIX', 'BOLETO'] },
      { type: 'string', pattern: '^[A-Z0-9]{6,40}$' },
      { type: 'string', pattern: '^(19|2[0-9])[0-9]{2}-(0[1-9]|1[0-2])$' },
      { type: 'string', pattern: '^[A-Za-z0-9_-]+$', minLength: 20, maxLength: 100 },
      { type: 'string', minLength: 8, maxLength: 128 },
      { type: 'string', maxLength: 2 },
      { type: 'integer', minimum: 2000, maximum: 2100 },
      { type: 'integer', minimum: 10, maximum: 365, multipleOf: 7 },
      { type: 'number', minimum: -90, maximum: 90 },
      { type: 'boolean' },
      { type: 'array', minItems: 2, maxItems: 3, items: { type: 'integer', minimum: 1 } },
      {
        type: 'object',
        additionalProperties: false,
        required: ['nome', 'pagamento'],
        properties: { nome: { type: 'string', minLength: 1 }, pagamento: { type: 'object', properties: { metodo: { type: 'string', enum: ['PIX'] } } } },
      },
    ];
    for (const schema of cases) expect(acceptsBody(schema, validValue(schema, acceptsBody)), JSON.stringify(schema)).toBe(true);
    expect(validValue({ type: 'integer', minimum: 10, maximum: 365, multipleOf: 7 }, acceptsBody)).toBe(14);
    expect(validValue({ type: 'array', minItems: 2, items: { type: 'boolean' } }, acceptsBody)).toEqual([true, true]);
  });

  it('refuse a schema nothing derived satisfies, asking for an example', () => {
    expect(() => validValue({ type: 'string', format: 'email', maxLength: 5 }, acceptsBody)).toThrow(/give it an example/);
  });
});

describe('invalid values from a schema', () => {
  const body: Schema = {
    type: 'object',
    additionalProperties: false,
    required: ['titulo', 'itens'],
    properties: {
      titulo: { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' },
      data: { type: 'string', format: 'date' },
      metodo: { type: 'string', enum: ['PIX', 'BOLETO'] },
      valor: { type: 'integer', minimum: 1, maximum: 100, multipleOf: 5 },
      itens: {
        type: 'array',
        minItems: 1,
        maxItems: 2,
        items: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      },
    },
  };

  it('are refused by the schema, and only where they say they are wrong', () => {
    const sample = validValue(body, acceptsBody) as Record<string, unknown>;
    fc.assert(
      fc.property(invalidJsonValues(body, sample, acceptsBody), ({ value, at }) => {
        expect(acceptsBody(body, value)).toBe(false);
        // Put the sample's own value back where the value says it is wrong: the rest is valid.
        const repaired = structuredClone(value) as Record<string, unknown>;
        const parent = at.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, repaired);
        const original = at.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, sample);
        const last = at.at(-1);
        if (last === undefined) return;
        if (last in original) parent[last] = structuredClone(original[last]);
        else delete parent[last];
        expect(acceptsBody(body, repaired), JSON.stringify({ value, at })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reach every keyword: too long, bad format, not in the enum, out of range, not a multiple, extra and missing properties, too many items', () => {
    const sample = validValue(body, acceptsBody) as Record<string, unknown>;
    const seen = fc.sample(invalidJsonValues(body, sample, acceptsBody), { numRuns: 3000, seed: 23 });
    const at = (path: string, test: (value: unknown) => boolean) =>
      seen.some((invalid) => invalid.at.join('.') === path && test(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], invalid.value)));
    expect(at('titulo', (value) => typeof value === 'string' && value.length > 20)).toBe(true);
    expect(at('titulo', (value) => typeof value === 'string' && /\p{Cc}/u.test(value))).toBe(true);
    expect(at('data', (value) => value === '2026-02-30')).toBe(true);
    expect(at('metodo', (value) => value === 'pix')).toBe(true);
    expect(at('valor', (value) => value === 101)).toBe(true);
    expect(at('valor', (value) => value === 7.5)).toBe(true);
    expect(at('itens', (value) => Array.isArray(value) && value.length === 3)).toBe(true);
    expect(at('itens.0.id', (value) => value === 0)).toBe(true);
    expect(seen.some((invalid) => invalid.at.length === 1 && !Object.keys(body.properties ?? {}).includes(invalid.at[0] ?? ''))).toBe(true);
    expect(seen.some((invalid) => invalid.at.join('.') === 'titulo' && !('titulo' in (invalid.value as object)))).toBe(true);
  });

  it('as parameter and header text, are refused too', () => {
    const schemas: Schema[] = [
      { type: 'integer', minimum: 1, maximum: 2147483647 },
      { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,127}$' },
      { type: 'string', format: 'uuid', maxLength: 36 },
      { type: 'string', enum: ['web', 'rv1909'] },
      { type: 'boolean' },
    ];
    for (const schema of schemas) {
      const sample = String(validValue(schema, acceptsText));
      for (const text of fc.sample(invalidParameterTexts(schema, sample, acceptsText), 200)) expect(acceptsParameter(schema, text), `${JSON.stringify(schema)} ${text}`).toBe(false);
    }
    const header: Schema = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' };
    const texts = invalidHeaderTexts(header, String(validValue(header, acceptsText)), acceptsText);
    expect(texts).not.toBeNull();
    for (const text of fc.sample(texts ?? fc.constant('!'), 200)) {
      expect(acceptsParameter(header, text)).toBe(false);
      expect(text).toMatch(/^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/);
    }
  });
});
