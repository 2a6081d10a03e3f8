import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const openapiFolder = fileURLToPath(new URL('../../../../openapi', import.meta.url));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Document = { components?: { schemas?: Record<string, Json> } } & Record<string, Json>;

function readYaml(file: string): Document {
  return parse(readFileSync(file, 'utf8')) as Document;
}

/**
 * Reads an OpenAPI file and copies the schemas it references in sibling files
 * (`./api.v1.yaml#/components/schemas/Igreja`) into its own components, so that one
 * self-contained document reaches the router. Names must not collide; a collision is an error.
 */
export function loadSpecification(fileName: string): Document {
  const file = resolve(openapiFolder, fileName);
  const root = readYaml(file);
  const schemas: Record<string, Json> = { ...(root.components?.schemas ?? {}) };
  const external = new Map<string, Document>();

  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const [relative, pointer = ''] = ref.split('#');
      const match = /^\/components\/schemas\/([^/]+)$/.exec(pointer);
      if (!relative || !match?.[1]) throw new Error(`Unsupported reference ${ref} in ${fileName}`);
      const name = match[1];
      const source = resolve(dirname(file), relative);
      if (!external.has(source)) external.set(source, readYaml(source));
      const target = external.get(source)?.components?.schemas?.[name];
      if (target === undefined) throw new Error(`${ref} does not exist (from ${fileName})`);
      if (!(name in schemas)) {
        schemas[name] = {};
        schemas[name] = rewriteWithin(target, source);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value)]));
  };

  // Schemas pulled from another file keep their internal '#/...' references, which now point
  // into this document; their own external references are followed relative to their file.
  const rewriteWithin = (node: Json, source: string): Json => {
    if (source === file) return rewrite(node);
    const sourceDocument = external.get(source);
    const visit = (inner: Json): Json => {
      if (Array.isArray(inner)) return inner.map(visit);
      if (inner === null || typeof inner !== 'object') return inner;
      const innerRef = inner.$ref;
      if (typeof innerRef === 'string' && innerRef.startsWith('#/components/schemas/')) {
        const name = innerRef.slice('#/components/schemas/'.length);
        if (!(name in schemas)) {
          const target = sourceDocument?.components?.schemas?.[name];
          if (target === undefined) throw new Error(`${innerRef} does not exist in ${source}`);
          schemas[name] = {};
          schemas[name] = visit(target);
        }
        return inner;
      }
      return Object.fromEntries(Object.entries(inner).map(([key, value]) => [key, visit(value)]));
    };
    return visit(node);
  };

  const { components, ...rest } = root;
  const bundled = rewrite(rest as Json) as Record<string, Json>;
  const ownSchemas = Object.fromEntries(
    Object.entries(root.components?.schemas ?? {}).map(([name, schema]) => [name, rewrite(schema)]),
  );
  return {
    ...bundled,
    components: { ...(components ?? {}), schemas: { ...schemas, ...ownSchemas } },
  } as Document;
}
