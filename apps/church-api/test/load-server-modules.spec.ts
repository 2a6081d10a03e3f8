import { describe, expect, it } from 'vitest';
import { loadServerModules, orderByDependencies } from '../src/load-server-modules';
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
    expect(names(modules).sort()).toEqual(
      ['account', 'bible', 'church', 'devotionals', 'ebd', 'events', 'giving', 'groups', 'ministries', 'news', 'notes', 'notifications', 'payments', 'podcasts', 'prayer', 'publications', 'reading-plans', 'schedule', 'studies', 'videos'],
    );
    expect(modules[0]?.name).toBe('church');
    for (const [index, { name, dependsOn }] of modules.entries()) {
      const earlier = names(modules.slice(0, index));
      expect({ name, missing: dependsOn.filter((dependency) => !earlier.includes(dependency)) }).toEqual({ name, missing: [] });
    }
  });
});
