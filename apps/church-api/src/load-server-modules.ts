import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerModule } from '@church/api-platform/server-module';

/** src/modules: a folder here with a module.ts is a server module. */
export const modulesFolder = fileURLToPath(new URL('./modules/', import.meta.url));

function isServerModule(value: unknown): value is ServerModule {
  const candidate = value as Partial<ServerModule> | null;
  return typeof candidate?.name === 'string' && Array.isArray(candidate.dependsOn);
}

async function importModule(name: string): Promise<ServerModule> {
  const exports: Record<string, unknown> = await import(pathToFileURL(join(modulesFolder, name, 'module.ts')).href);
  const descriptors = Object.values(exports).filter(isServerModule);
  const [descriptor] = descriptors;
  if (descriptors.length !== 1 || descriptor?.name !== name) {
    throw new Error(`src/modules/${name}/module.ts must export one ServerModule named '${name}'`);
  }
  return descriptor;
}

/**
 * The modules in an order where each comes after those it depends on; among modules free to come
 * next, by name, so that the order is the same on every start.
 */
export function orderByDependencies(modules: readonly ServerModule[]): ServerModule[] {
  const byName = new Map(modules.map((module) => [module.name, module]));
  for (const module of modules) {
    const unknown = module.dependsOn.filter((name) => !byName.has(name));
    if (unknown.length > 0) throw new Error(`The module '${module.name}' depends on unknown modules: ${unknown.join(', ')}`);
  }
  const ordered: ServerModule[] = [];
  const placed = new Set<string>();
  while (ordered.length < modules.length) {
    const next = [...byName.values()]
      .filter((module) => !placed.has(module.name) && module.dependsOn.every((name) => placed.has(name)))
      .sort((a, b) => a.name.localeCompare(b.name))[0];
    if (!next) {
      const rest = [...byName.keys()].filter((name) => !placed.has(name));
      throw new Error(`The modules ${rest.join(', ')} depend on each other in a cycle`);
    }
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

let loaded: Promise<ServerModule[]> | null = null;

/** Every server module of src/modules, ordered by their dependencies (read once per process). */
export function loadServerModules(): Promise<ServerModule[]> {
  loaded ??= (async () => {
    const names = readdirSync(modulesFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(modulesFolder, entry.name, 'module.ts')))
      .map((entry) => entry.name);
    return orderByDependencies(await Promise.all(names.map(importModule)));
  })();
  return loaded;
}
