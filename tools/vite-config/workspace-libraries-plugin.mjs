// Libraries that other libraries import at run time by package name, without being npm workspaces.
// Feature libraries are not npm packages (a new module must not change the lock file): the shell
// reaches their descriptors by path (church-modules-plugin.mjs), and no library imports another. A
// library that features may import (`type:feature-shared`, such as @church/payments) is reached by its
// package name, as the shared libraries are; TypeScript and Nx find it through tsconfig.base.json's
// paths, and Vite (the app, its server build, the libraries' tests and Storybook) through this plugin,
// which resolves `@church/<name>` and `@church/<name>/<entry>` by the library's package.json `exports`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceProjects } from './workspace-projects.mjs';

// (A string, not a URL object: under jsdom, URL is not Node's.)
const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The workspace's libraries that npm did not install (no node_modules link), by package name:
 * `Map<'@church/payments', { dir, exports }>`.
 */
export function uninstalledLibraries(root = defaultRoot) {
  return new Map(
    workspaceProjects(root)
      .filter((project) => project.packageJson?.name?.startsWith('@church/') && project.packageJson.exports && !existsSync(join(root, 'node_modules', project.packageJson.name)))
      .map((project) => [project.packageJson.name, { dir: project.dir, exports: project.packageJson.exports }]),
  );
}

/** The file an import of such a library names (`@church/payments/catalog` → its `./catalog` export), or undefined. */
export function resolveLibraryImport(id, libraries, root = defaultRoot) {
  const match = /^(@church\/[^/]+)(?:\/(.+))?$/.exec(id);
  const library = match && libraries.get(match[1]);
  if (!library) return undefined;
  const entry = library.exports[match[2] ? `./${match[2]}` : '.'];
  return typeof entry === 'string' ? join(root, library.dir, entry).replaceAll('\\', '/') : undefined;
}

/** The Vite plugin: before Vite's own resolver, which looks for packages in node_modules only. */
export function workspaceLibrariesPlugin(root = defaultRoot) {
  let libraries;
  return {
    name: 'church:workspace-libraries',
    enforce: 'pre',
    resolveId(id) {
      if (!id.startsWith('@church/')) return undefined;
      libraries ??= uninstalledLibraries(root);
      return resolveLibraryImport(id, libraries, root);
    },
  };
}
