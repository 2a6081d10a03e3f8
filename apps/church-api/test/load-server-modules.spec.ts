import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The descriptors as the lint rules and the boundary proof read them (from module.ts's text).
import { serverModules } from '../../../tools/scripts/server-modules.mjs';
import { loadServerModules, modulesFolder, orderByDependencies } from '../src/load-server-modules';
import type { ServerModule } from '../src/platform/server-module';

const module = (name: string, dependsOn: string[] = []): ServerModule => ({ name, dependsOn });
const names = (modules: ServerModule[]) => modules.map((m) => m.name);

describe('orderByDependencies', () => {
  it('puts each module after those it depends on, and otherwise orders by name', () => {
    const ordered = orderByDependencies([module('news', ['notifications']), module('account', ['church']), module('church'), module('notifications', ['account'])]);
    expect(names(ordered)).toEqual(['church', 'account', 'notifications', 'news']);
  });

  it('refuses an unknown dependency and a cycle', () => {
    expect(() => orderByDependencies([module('news', ['church'])])).toThrow(/unknown modules: church/);
    expect(() => orderByDependencies([module('a', ['b']), module('b', ['a'])])).toThrow(/cycle/);
  });
});

describe('loadServerModules', () => {
  it('finds every module of src/modules by its module.ts, the churches first and each after its dependencies', async () => {
    const modules = await loadServerModules();
    const folders = readdirSync(modulesFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(names(modules).sort()).toEqual([...folders].sort());
    expect(modules[0]?.name).toBe('church');
    for (const [index, { name, dependsOn }] of modules.entries()) {
      const earlier = names(modules.slice(0, index));
      expect({ name, missing: dependsOn.filter((dependency) => !earlier.includes(dependency)) }).toEqual({ name, missing: [] });
    }
  });
});

describe('each server module folder', () => {
  it('is read by the lint rules as it is loaded: its name and what it depends on', async () => {
    const loaded = (await loadServerModules()).map(({ name, dependsOn }) => ({ name, dependsOn: [...dependsOn] }));
    expect(serverModules()).toEqual(loaded.sort((a, b) => a.name.localeCompare(b.name)));
  });

  it('has a face (index.ts) exporting its descriptor, and is an Nx project tagged as a server module', async () => {
    for (const { name } of await loadServerModules()) {
      const folder = join(modulesFolder, name);
      expect(existsSync(join(folder, 'index.ts')), `${name}/index.ts`).toBe(true);
      const face: Record<string, unknown> = await import(join(folder, 'index.ts'));
      expect(Object.values(face).some((value) => (value as { name?: unknown } | null)?.name === name), `${name}/index.ts exports its descriptor`).toBe(true);
      const project = JSON.parse(readFileSync(join(folder, 'project.json'), 'utf8')) as { name: string; tags: string[] };
      expect(project).toMatchObject({ name: `api-${name}`, tags: ['type:server-module', `scope:api-${name}`] });
    }
  });
});
