import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import moduleGenerator, { moduleFolders, templateNames } from './generator';

// What a module generated for real passes (npm test, its API tests and e2e) is proven by
// tools/scripts/check-module-generator.mjs; these check what the generator writes.
describe('the module generator', () => {
  it('names everything after the module', () => {
    expect(templateNames({ name: 'prayer-wall', code: 'MOD_MURAL_ORACAO', title: 'Prayer wall' })).toMatchObject({
      name: 'prayer-wall',
      className: 'PrayerWall',
      propertyName: 'prayerWall',
      constantName: 'PRAYER_WALL',
      tableName: 'prayer_wall_item',
      listOperation: 'listPrayerWallItens',
      titlePt: 'Prayer wall',
    });
  });

  it('writes only inside the module’s own folders', async () => {
    const tree = createTreeWithEmptyWorkspace();
    const before = new Set(tree.listChanges().map((change) => change.path));
    await moduleGenerator(tree, { name: 'prayer-wall', code: 'MOD_MURAL_ORACAO', skipTasks: true });
    const written = tree.listChanges().map((change) => change.path).filter((path) => !before.has(path));
    expect(written.length).toBeGreaterThan(20);
    for (const path of written) expect(moduleFolders('prayer-wall').some((folder) => path.startsWith(folder)), path).toBe(true);
    expect(tree.read('libs/prayer-wall/package.json', 'utf-8')).toContain('"code": "MOD_MURAL_ORACAO"');
    expect(tree.read('openapi/modules/prayer-wall.yaml', 'utf-8')).toContain('operationId: listPrayerWallItens');
  });

  it('writes a module every church has when no code is given', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await moduleGenerator(tree, { name: 'songs', skipTasks: true });
    expect(tree.read('libs/songs/package.json', 'utf-8')).toContain('"code": null');
    expect(tree.read('apps/church-api/src/modules/songs/demo/seed-songs-demo.ts', 'utf-8')).not.toContain('igreja_modulo');
  });

  it('refuses a name that is taken', async () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('libs/news/package.json', '{}');
    await expect(moduleGenerator(tree, { name: 'news', skipTasks: true })).rejects.toThrow(/exists already/);
  });
});
