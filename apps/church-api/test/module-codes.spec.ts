import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../src/platform/config';
import { loadServerModules } from '../src/load-server-modules';

/** The code in the manifest of the module's feature library (libs/<name>/package.json), if it has one. */
function libraryCode(name: string): string | null | undefined {
  const manifest = `${repositoryRoot}libs/${name}/package.json`;
  if (!existsSync(manifest)) return undefined;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { church?: { code?: string | null } }).church?.code;
}

describe('a server module’s code', () => {
  it('is its library’s, and a module whose pages need a code declares it (else its pages would be in every church’s sitemap)', async () => {
    for (const { name, code, sitemap } of await loadServerModules()) {
      const expected = libraryCode(name);
      if (code !== undefined) expect({ name, code }).toEqual({ name, code: expected });
      if (sitemap && expected) expect({ name, code }).toEqual({ name, code: expected });
    }
  });
});
