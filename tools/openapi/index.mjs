// Bundles the hand-written OpenAPI files into one self-contained document: a root file (info, servers,
// security schemes) that names its modules with `x-modules` (a folder of one file per module), each
// module file holding its paths and its own components, and shared components in other files. Every
// reference, wherever it points, becomes `#/components/<kind>/<name>` in the result, with its target
// copied in once; two different components under one name, or one path in two modules, is an error.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';

const COMPONENT_REF = /^\/components\/([^/]+)\/([^/]+)$/;
const PATH_REF = /^\/paths\/(.+)$/;

function readYaml(file, cache) {
  if (!cache.has(file)) cache.set(file, parse(readFileSync(file, 'utf8')));
  return cache.get(file);
}

const unescapePointer = (token) => token.replaceAll('~1', '/').replaceAll('~0', '~');

function createBundle(cache) {
  const components = {};
  const origins = new Map();

  const addComponent = (kind, name, value, origin) => {
    components[kind] ??= {};
    const key = `${kind}/${name}`;
    const known = origins.get(key);
    if (known !== undefined && known !== origin) throw new Error(`Two components named ${key}: in ${known} and ${origin}`);
    if (known === undefined) {
      origins.set(key, origin);
      components[kind][name] = {};
      components[kind][name] = rewrite(value, origin.split('#')[0]);
    }
  };

  /** Copies `node` with its references made internal, resolving them against `file`. */
  const rewrite = (node, file) => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const [target, pointer = ''] = node.$ref.split('#');
      const source = target ? resolve(dirname(file), target) : file;
      const component = COMPONENT_REF.exec(pointer);
      if (component) {
        const [, kind, name] = component;
        const value = readYaml(source, cache).components?.[kind]?.[name];
        if (value === undefined) throw new Error(`${node.$ref} (from ${file}) does not exist`);
        addComponent(kind, name, value, `${source}#${pointer}`);
        return { $ref: `#/components/${kind}/${name}` };
      }
      const path = PATH_REF.exec(pointer);
      if (path) {
        const value = readYaml(source, cache).paths?.[unescapePointer(path[1])];
        if (value === undefined) throw new Error(`${node.$ref} (from ${file}) does not exist`);
        return rewrite(value, source);
      }
      throw new Error(`Unsupported reference ${node.$ref} in ${file}`);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, rewrite(value, file)]));
  };

  return { components, rewrite, addComponent };
}

/** Paths and every component of an OpenAPI file, merged into the bundle. */
function mergeFile(file, bundle, cache, paths, tags) {
  const document = readYaml(file, cache);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (paths[path]) throw new Error(`The path ${path} is in two modules (again in ${file})`);
    paths[path] = bundle.rewrite(item, file);
  }
  for (const [kind, entries] of Object.entries(document.components ?? {})) {
    for (const [name, value] of Object.entries(entries ?? {})) {
      bundle.addComponent(kind, name, value, `${file}#/components/${kind}/${name}`);
    }
  }
  for (const tag of document.tags ?? []) if (!tags.some((known) => known.name === tag.name)) tags.push(tag);
}

/** The module files a root names with `x-modules: <folder>` (every .yaml in it, in name order). */
export function moduleFilesOf(rootFile) {
  const folder = readYaml(rootFile, new Map())['x-modules'];
  if (!folder) return [];
  const directory = resolve(dirname(rootFile), folder);
  return readdirSync(directory)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(directory, name));
}

/** The whole document of a root file and its modules, self-contained. */
export function bundleOpenApi(rootFile) {
  const cache = new Map();
  const file = resolve(rootFile);
  const root = readYaml(file, cache);
  const bundle = createBundle(cache);
  const paths = {};
  const tags = [...(root.tags ?? [])];
  for (const [kind, entries] of Object.entries(root.components ?? {})) {
    for (const [name, value] of Object.entries(entries ?? {})) bundle.addComponent(kind, name, value, `${file}#/components/${kind}/${name}`);
  }
  for (const [path, item] of Object.entries(root.paths ?? {})) paths[path] = bundle.rewrite(item, file);
  for (const moduleFile of moduleFilesOf(file)) mergeFile(moduleFile, bundle, cache, paths, tags);
  const { 'x-modules': _modules, paths: _paths, components: _components, tags: _tags, ...rest } = root;
  return { ...rest, ...(tags.length ? { tags } : {}), paths, components: bundle.components };
}

/** One module's document: the root's frame (info, servers, security schemes) with only that module's paths. */
export function bundleModule(rootFile, moduleFile) {
  const cache = new Map();
  const file = resolve(rootFile);
  const root = readYaml(file, cache);
  const bundle = createBundle(cache);
  for (const [kind, entries] of Object.entries(root.components ?? {})) {
    for (const [name, value] of Object.entries(entries ?? {})) bundle.addComponent(kind, name, value, `${file}#/components/${kind}/${name}`);
  }
  const paths = {};
  const tags = [];
  mergeFile(resolve(moduleFile), bundle, cache, paths, tags);
  const { 'x-modules': _modules, paths: _paths, components: _components, tags: _tags, ...rest } = root;
  return { ...rest, ...(tags.length ? { tags } : {}), paths, components: bundle.components };
}
