// The shell's module list, generated from the libraries. Every workspace package whose package.json has
// a `church` manifest is a module.
// - `virtual:church-modules/first-paint`: `firstPaintModules`, the descriptors of the modules marked
//   `firstPaint`, imported statically: their routes are in the first bundle.
// - `virtual:church-modules`: `listChurchModules(firstPaintModules)`, each manifest (code, areas,
//   notification types, whether it adds home sections, account links, live panels, extras under the
//   schedule's services or panels beside a ticket's exclusive content) with a lazy loader of its descriptor
//   (the library's `src/module.ts`, by its path: libraries are not npm packages), so that the shell
//   knows every module without loading any. The shell loads
//   this list on demand, not with the church home; it receives the first-paint descriptors rather than
//   importing them, because a reference from this chunk to the first bundle's modules makes the bundler
//   split shared code out of the first bundle.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceProjects } from './workspace-projects.mjs';

export const CHURCH_MODULES_ID = 'virtual:church-modules';
export const FIRST_PAINT_MODULES_ID = 'virtual:church-modules/first-paint';
const virtualIds = [CHURCH_MODULES_ID, FIRST_PAINT_MODULES_ID];
// (A string, not a URL object: under jsdom, URL is not Node's.)
const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

const isStringList = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The manifest of a library, checked; throws on a malformed one, naming the library. Fields left out
 * stay out of the generated list (no notifications, no home sections, not in the first paint), which
 * keeps it small.
 */
export function readManifest(name, manifest) {
  const problem = (what) => new Error(`${name}: package.json "church" ${what}`);
  if (typeof manifest !== 'object' || manifest === null) throw problem('must be an object');
  const { code, areas, notifications = [], homeSections = false, accountLinks = false, livePanels = false, scheduleServiceExtras = false, ticketContentPanels = false, firstPaint = false, ...unknown } = manifest;
  if (Object.keys(unknown).length) throw problem(`has unknown fields: ${Object.keys(unknown).join(', ')}`);
  if (code !== null && !/^MOD_[A-Z0-9_]+$/.test(String(code))) throw problem('"code" must be a MOD_* code or null');
  if (!isStringList(areas) || areas.some((area) => !/^[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(area))) {
    throw problem('"areas" must be first path segments, or first two (a part of another module\'s area)');
  }
  if (!isStringList(notifications)) throw problem('"notifications" must be notification types');
  if (homeSections !== true && homeSections !== false) throw problem('"homeSections" must be true or left out');
  // What a module adds to another's extension point shows when the church has its module, or the module
  // code given instead (the chat's panel beside an event ticket's content needs the events', MOD_EVENTO).
  for (const [field, value] of Object.entries({ accountLinks, livePanels, scheduleServiceExtras, ticketContentPanels })) {
    if (value !== true && value !== false && !/^MOD_[A-Z0-9_]+$/.test(String(value))) throw problem(`"${field}" must be true, the MOD_* code its contributions need, or left out`);
  }
  if (firstPaint !== true && firstPaint !== false) throw problem('"firstPaint" must be true or left out');
  return {
    code,
    areas,
    ...(notifications.length ? { notifications } : {}),
    ...(homeSections ? { homeSections } : {}),
    ...(accountLinks ? { accountLinks } : {}),
    ...(livePanels ? { livePanels } : {}),
    ...(scheduleServiceExtras ? { scheduleServiceExtras } : {}),
    ...(ticketContentPanels ? { ticketContentPanels } : {}),
    ...(firstPaint ? { firstPaint } : {}),
  };
}

/** The name a library's `src/module.ts` exports its descriptor under: `@church/church-home` → `churchHomeModule`. */
export function descriptorExportOf(packageName) {
  const base = packageName.split('/').pop() ?? packageName;
  return `${base.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase())}Module`;
}

/** Every module library, sorted by package name: `{ dir, library, exportName, manifest }`. */
export function churchModuleLibraries(root = defaultRoot) {
  return workspaceProjects(root)
    .filter((project) => project.packageJson.church !== undefined)
    .map((project) => ({
      dir: project.dir,
      descriptor: join(root, project.dir, project.packageJson.exports?.['./module'] ?? 'src/module.ts').replaceAll('\\', '/'),
      library: project.packageJson.name,
      exportName: descriptorExportOf(project.packageJson.name),
      manifest: readManifest(project.packageJson.name, project.packageJson.church),
    }))
    .sort((a, b) => a.library.localeCompare(b.library));
}

/**
 * `virtual:church-modules`: the entries, in the order of `churchModuleLibraries()`. A first-paint
 * module's loader answers its descriptor from `firstPaintModules` (same order as there).
 */
export function churchModulesSource(libraries) {
  let firstPaint = 0;
  const entries = libraries.map(({ descriptor, exportName, manifest }) => {
    const load = manifest.firstPaint
      ? `() => Promise.resolve(firstPaintModules[${firstPaint++}])`
      : `() => import(${JSON.stringify(descriptor)}).then((m) => m.${exportName})`;
    return `  { ${JSON.stringify(manifest).slice(1, -1)}, load: ${load} },`;
  });
  return ['export const listChurchModules = (firstPaintModules) => [', ...entries, '];', ''].join('\n');
}

/** `virtual:church-modules/first-paint`: the descriptors of the modules marked `firstPaint`. */
export function firstPaintModulesSource(libraries) {
  const firstPaint = libraries.filter(({ manifest }) => manifest.firstPaint);
  const imports = firstPaint.map(
    ({ descriptor, exportName }, index) => `import { ${exportName} as module${index} } from ${JSON.stringify(descriptor)};`,
  );
  return [...imports, `export const firstPaintModules = [${firstPaint.map((_, index) => `module${index}`).join(', ')}];`, ''].join('\n');
}

/** The Vite plugin that serves `virtual:church-modules`. */
export function churchModulesPlugin(root = defaultRoot) {
  return {
    name: 'church:modules',
    resolveId(id) {
      return virtualIds.includes(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!virtualIds.includes(id.slice(1)) || !id.startsWith('\0')) return undefined;
      const libraries = churchModuleLibraries(root);
      for (const { dir } of libraries) this.addWatchFile(join(root, dir, 'package.json'));
      return id.slice(1) === CHURCH_MODULES_ID ? churchModulesSource(libraries) : firstPaintModulesSource(libraries);
    },
  };
}
