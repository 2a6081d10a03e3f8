// The server modules as their folders declare them: each folder of apps/church-api/src/modules with a
// module.ts, and the modules its descriptor says it `dependsOn`. Read from the source text (Node's
// built-ins only, synchronous) by eslint.config.mjs and check-boundaries.mjs, so that the import rules
// follow the descriptors; the API suite checks that this reading agrees with the loaded descriptors.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_MODULES_FOLDER = 'apps/church-api/src/modules';

/** `[{ name, dependsOn }]`, sorted by name. */
export function serverModules(root = defaultRoot) {
  const folder = join(root, SERVER_MODULES_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(folder, entry.name, 'module.ts')))
    .map((entry) => {
      const text = readFileSync(join(folder, entry.name, 'module.ts'), 'utf8');
      const list = /dependsOn:\s*\[([^\]]*)\]/.exec(text);
      if (!list) throw new Error(`${SERVER_MODULES_FOLDER}/${entry.name}/module.ts: no dependsOn list to read`);
      const dependsOn = [...list[1].matchAll(/['"]([a-z0-9-]+)['"]/g)].map((match) => match[1]);
      return { name: entry.name, dependsOn };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
