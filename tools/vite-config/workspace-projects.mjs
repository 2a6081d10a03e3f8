// The workspace's projects as they are on disk: each folder of the project folders below that holds a
// package.json, with its package.json and project.json. Read by the module-list plugin, lingui.config.ts
// and eslint.config.mjs, so that none of them lists the libraries by hand. (Feature libraries and
// contracts are projects but not npm workspaces: nothing imports them by package name at run time, so a
// new module never changes the lock file.)
// Node's built-ins only, synchronous (Lingui loads its config synchronously).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// (A string, not a URL object: under jsdom, URL is not Node's.)
const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Where projects live. */
const PROJECT_FOLDERS = ['apps/*', 'libs/*', 'libs/shared/*', 'libs/contracts/*', 'tools/*'];

/** The folders a pattern names: `libs/*` is every folder of libs/, `tools/x` is itself. */
function foldersOf(root, pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  if (!existsSync(join(root, parent))) return [];
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => `${parent}/${entry.name}`);
}

/**
 * Every workspace project, sorted by folder: `{ dir, packageJson, projectJson, tags }`, `dir` relative to
 * the workspace root with forward slashes (`libs/news`).
 */
export function workspaceProjects(root = defaultRoot) {
  const dirs = new Set(PROJECT_FOLDERS.flatMap((pattern) => foldersOf(root, pattern)));
  return [...dirs]
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .sort()
    .map((dir) => {
      const projectJson = readJson(join(root, dir, 'project.json'));
      return { dir, packageJson: readJson(join(root, dir, 'package.json')), projectJson, tags: projectJson?.tags ?? [] };
    });
}
