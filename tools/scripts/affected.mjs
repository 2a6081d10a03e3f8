// What a change affects, for npm test: the commits it is measured between, the toolchain packages it
// changes, and which end-to-end spec folders must run. Only Node's built-ins and git here; the project
// graph is Nx's (tools/scripts/project-graph.mjs), passed in.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-workspace.mjs';

const e2eSpecs = join(root, 'apps/church-web-e2e/src');

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The commit a change is measured from: NX_BASE when set (a CI sets it, e.g. nrwl/nx-set-shas), else
 * where this branch (NX_HEAD, or HEAD) left origin/main. Null on a fresh clone (no remote branch, or
 * nothing ahead of it): then everything runs.
 */
export function affectedBase() {
  if (process.env.NX_BASE) {
    // nx-set-shas answers the empty tree's hash on a repository with one commit: nothing to compare with.
    if (git('rev-parse', '--verify', '--quiet', `${process.env.NX_BASE}^{commit}`)) return process.env.NX_BASE;
    console.log(`› NX_BASE=${process.env.NX_BASE} is not a commit of this clone: everything runs.`);
    return null;
  }
  const tip = affectedHead() ?? 'HEAD';
  const head = git('rev-parse', tip);
  for (const ref of ['origin/main', 'origin/master']) {
    if (!git('rev-parse', '--verify', '--quiet', ref)) continue;
    const base = git('merge-base', tip, ref);
    if (base && base !== head) return base;
  }
  return null;
}

/**
 * The commit a change is measured to: NX_HEAD when a CI sets it, else null, which means the working
 * tree (HEAD and whatever is not committed yet, as `nx affected --base=…` without `--head` reads it).
 */
export function affectedHead() {
  return process.env.NX_HEAD || null;
}

/**
 * The files changed from `base` to `head` (both sides of a rename), or to the working tree when there is
 * no head: committed or not, untracked ones included.
 */
export function changedFiles(base, head = affectedHead()) {
  const committed = git('diff', '--name-only', '--no-renames', `${base}...${head ?? 'HEAD'}`) ?? '';
  const uncommitted = head ? '' : git('status', '--porcelain', '--untracked-files=all', '--no-renames') ?? '';
  return [...new Set([...committed.split('\n'), ...uncommitted.split('\n').map((line) => line.slice(3))].filter(Boolean))];
}

/** A file's text at a revision (null: the working tree), or null when it is not there. */
export function readAtRevision(revision, path) {
  if (revision) return git('show', `${revision}:${path}`);
  const file = join(root, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * The npm packages whose installed versions differ between two package-lock.json texts, by name: `all`
 * (any copy, at any depth) and `topLevel` (the copy in node_modules/<name>, which the root resolves).
 * Null when either side cannot be read, so that the caller runs everything.
 */
export function changedPackages(baseText, headText) {
  let before, after;
  try {
    [before, after] = [JSON.parse(baseText).packages, JSON.parse(headText).packages];
  } catch {
    return null;
  }
  if (!before || !after) return null;
  const all = new Set();
  const topLevel = new Set();
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!path.includes('node_modules/')) continue;
    const [a, b] = [before[path], after[path]];
    if (a && b && a.version === b.version && a.integrity === b.integrity && a.resolved === b.resolved) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    all.add(name);
    if (path === `node_modules/${name}`) topLevel.add(name);
  }
  return { all, topLevel };
}

/** The lock file's changes from base to head (the working tree without one); null when unreadable. */
export function lockChanges(base, head, read = readAtRevision) {
  const [before, after] = [read(base, 'package-lock.json'), read(head, 'package-lock.json')];
  return before && after ? changedPackages(before, after) : null;
}

/**
 * Tools that run every project's targets (lint, types, tests, builds, the browser tests) from the root:
 * a new version changes what every target does, though no project imports them.
 */
const TOOLCHAIN = [
  /^typescript$/, /^eslint$/, /^@eslint\//, /^eslint-plugin-/, /^typescript-eslint$/, /^@typescript-eslint\//,
  /^vitest$/, /^@vitest\//, /^vite$/, /^rolldown$/, /^@vitejs\//, /^nx$/, /^@nx\//, /^storybook$/, /^@storybook\//,
  /^@playwright\/test$/, /^playwright(-core)?$/, /^@lingui\/(cli|conf|vite-plugin|babel-plugin-lingui-macro)$/,
  /^@swc\//, /^@swc-node\//, /^@babel\/core$/, /^@rolldown\//,
];

/**
 * The root dependencies (package.json) whose resolved version the change alters and that run every
 * project's targets: a toolchain package (TOOLCHAIN), or one no project reaches in the graph (imported only
 * by root configuration such as eslint.config.mjs, which Nx's per-package view of the lock file cannot see).
 * Nx marks the projects that import a changed package as affected; for these, npm test runs everything.
 */
export function toolchainChanges(changes, graph, rootManifest) {
  if (!changes) return [];
  const direct = new Set(Object.keys({ ...rootManifest?.dependencies, ...rootManifest?.devDependencies }));
  const reached = projectsReaching(graph);
  return [...changes.topLevel].filter((name) => direct.has(name) && (TOOLCHAIN.some((pattern) => pattern.test(name)) || !reached(name))).sort();
}

/** reached(packageName): whether any project depends on that package, directly or through other packages. */
function projectsReaching(graph) {
  const dependents = reverseEdges(graph);
  const byPackage = externalNodesByPackage(graph);
  return (name) => {
    const queue = [...(byPackage.get(name) ?? [])];
    const seen = new Set(queue);
    while (queue.length) {
      for (const user of dependents.get(queue.shift()) ?? []) {
        if (graph.nodes[user]) return true;
        if (!seen.has(user)) seen.add(user), queue.push(user);
      }
    }
    return false;
  };
}

function reverseEdges(graph) {
  const dependents = new Map();
  for (const [source, edges] of Object.entries(graph.dependencies ?? {})) {
    for (const { target } of edges) {
      if (!dependents.has(target)) dependents.set(target, new Set());
      dependents.get(target).add(source);
    }
  }
  return dependents;
}

function externalNodesByPackage(graph) {
  const byPackage = new Map();
  for (const [name, node] of Object.entries(graph.externalNodes ?? {})) {
    const pkg = node.data?.packageName;
    if (!byPackage.has(pkg)) byPackage.set(pkg, []);
    byPackage.get(pkg).push(name);
  }
  return byPackage;
}

/** What the spec folders share (sign-in, addresses of the churches): a change there may reach every spec. */
const SUPPORT = 'support';

/** The end-to-end spec folders (one per module, and `shell`), as they are on disk. */
export function e2eFolders() {
  return readdirSync(e2eSpecs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SUPPORT)
    .map((entry) => entry.name);
}

/** Spec files straight under apps/church-web-e2e/src, outside any folder: they may test anything. */
function looseSpecs() {
  return readdirSync(e2eSpecs).some((name) => name.endsWith('.spec.ts'));
}

/**
 * Files the end-to-end specs never run: docs, unit and story tests, API tests and their helpers,
 * Storybook's preset, the benchmarks and the licence check.
 */
const IRRELEVANT = [
  /^docs\//, /\.md$/, /\.(spec|stories)\.(tsx?|mjs)$/, /^apps\/church-api\/(.+\/)?test\//, /^\.storybook\//,
  /^tools\/scripts\/(bench[-/]|profile-|check-licences\.mjs$)/,
];

/**
 * The projects that compose every module (the web app, the server app, the e2e project): reached through
 * a module they only carry it; reached any other way (their own files, a shared library, an npm package)
 * they change what every folder runs against.
 */
const COMPOSITION = new Set(['church-web', 'church-api', 'church-web-e2e']);
/** The server's platform: everything the modules stand on. */
const PLATFORM = 'api-platform';

/**
 * The e2e folder of a module project: a feature library libs/<m> (tagged type:feature, or
 * type:feature-shared for one that other features build on) has the folder named as the project; a
 * server module apps/church-api/src/modules/<m> (project api-<m>) the folder <m>. undefined for any other
 * project. A module whose folder does not exist is covered by `shell` (and the modules that import it).
 */
function moduleFolder(node) {
  const projectRoot = node?.data?.root ?? '';
  const serverModule = SERVER_MODULE.exec(projectRoot)?.[1];
  if (serverModule) return serverModule;
  if (/^libs\/[^/]+$/.test(projectRoot) && (node.data?.tags ?? []).some((tag) => /^type:feature(-shared)?$/.test(tag))) return node.name;
  return undefined;
}
const SERVER_MODULE = /^apps\/church-api\/src\/modules\/([^/]+)$/;

/** The project a file belongs to: the one with the deepest root above it (nested projects win). */
function ownerOf(file, roots) {
  for (const [projectRoot, name] of roots) if (file.startsWith(`${projectRoot}/`)) return name;
  return null;
}

/** Whether two package.json texts differ only in their dependency lists (which the lock file then says). */
function onlyDependenciesDiffer(baseText, headText) {
  try {
    const strip = (text) => {
      const { dependencies, devDependencies, optionalDependencies, peerDependencies, ...rest } = JSON.parse(text);
      return JSON.stringify(rest);
    };
    return strip(baseText) === strip(headText);
  } catch {
    return false;
  }
}

/**
 * The end-to-end folders a change needs, or 'all', from Nx's project graph (createProjectGraphAsync).
 *
 * Each changed file selects its project (the deepest project root above it); the lock file selects the
 * npm packages whose installed version changed. From there the graph is walked to every project that
 * depends on them, directly or not, as `nx affected` does:
 * - a feature library libs/<m> or a server module api-<m> (apps/church-api/src/modules/<m>) reached this
 *   way selects its folder <m> (and `shell/`, which composes the modules), and the walk goes on to the
 *   modules that import it; from a server module also to the browser code that calls it (the users of
 *   its contract contracts-<m> outside the server);
 * - the web app, the server app or the e2e project reached through a module only carry it; reached
 *   otherwise (their own files, a shared library, a contract or npm package they use) they select all;
 * - the server's platform (api-platform), however reached, selects all;
 * - a spec file in apps/church-web-e2e/src/<folder>/ selects that folder; its support/ folder, its loose
 *   specs or its configuration select all; a folder that no longer exists is dropped;
 * - files no e2e spec runs (IRRELEVANT) select nothing; a package.json whose dependency lists alone changed
 *   leaves it to the lock file; any other file outside every project (configuration) selects all.
 *
 * options: { base, head } to read the lock file between (head null: the working tree); `read(revision,
 * path)`; `folders` and `looseSpecs` (what is on disk, by default), for tests.
 */
export function e2eFoldersFor(files, graph, options = {}) {
  const { base, head = null, read = readAtRevision } = options;
  const folders = new Set(options.folders ?? e2eFolders());
  if (options.looseSpecs ?? looseSpecs()) return 'all';
  const nodes = graph.nodes;
  const roots = Object.values(nodes)
    .filter((node) => node.data?.root && node.data.root !== '.')
    .map((node) => [node.data.root.replace(/\/$/, ''), node.name])
    .sort((a, b) => b[0].length - a[0].length);

  const selected = new Set();
  const touched = new Set();
  for (const file of files) {
    const e2e = /^apps\/church-web-e2e\/(.*)$/.exec(file)?.[1];
    if (e2e !== undefined) {
      const folder = /^src\/([^/]+)\//.exec(e2e)?.[1];
      if (!folder || folder === SUPPORT) return 'all';
      if (folders.has(folder)) selected.add(folder);
      continue;
    }
    if (IRRELEVANT.some((pattern) => pattern.test(file))) continue;
    const owner = ownerOf(file, roots);
    if (owner) {
      touched.add(owner);
      continue;
    }
    if (file === 'package-lock.json') {
      const changes = lockChanges(base, head, read);
      if (!changes) return 'all';
      const byPackage = externalNodesByPackage(graph);
      // A package no node stands for any more was removed: whatever used it changed too (a project's
      // import, another package's version, or a package.json), and that selects what it must.
      for (const name of changes.all) for (const external of byPackage.get(name) ?? []) touched.add(external);
      continue;
    }
    if (file === 'package.json') {
      const [before, after] = [read(base, file), read(head, file)];
      if (before && after && onlyDependenciesDiffer(before, after)) continue;
      return 'all';
    }
    const contract = /^openapi\/modules\/([^/]+)\.yaml$/.exec(file)?.[1];
    if (contract && nodes[`contracts-${contract}`]) {
      touched.add(`contracts-${contract}`);
      continue;
    }
    return 'all';
  }

  const dependents = reverseEdges(graph);
  const seen = new Set();
  const queue = [...touched].map((name) => [name, null]);
  let moduleReached = false;
  while (queue.length) {
    const [name, from] = queue.shift();
    if (seen.has(name)) continue;
    const node = nodes[name];
    if (node) {
      if (name === PLATFORM) return 'all';
      if (COMPOSITION.has(name)) {
        if (nodes[from] && moduleFolder(nodes[from]) !== undefined) continue; // carries the module, nothing more
        return 'all';
      }
      const folder = moduleFolder(node);
      if (folder !== undefined) {
        moduleReached = true;
        if (folders.has(folder)) selected.add(folder);
      }
      // A server module answers its contract's calls: the browser code that makes them (the contract's
      // users outside the server) runs against the change, though it imports nothing from the module.
      const contract = SERVER_MODULE.test(node.data?.root ?? '') && nodes[`contracts-${folder}`] ? `contracts-${folder}` : null;
      for (const user of contract ? dependents.get(contract) ?? [] : []) {
        if (!(nodes[user]?.data?.root ?? '').startsWith('apps/church-api/') && !seen.has(user)) queue.push([user, contract]);
      }
    }
    seen.add(name);
    for (const user of dependents.get(name) ?? []) if (!seen.has(user)) queue.push([user, name]);
  }
  // Any module's change runs the shell's specs too (the shell composes the modules).
  if (moduleReached && folders.has('shell')) selected.add('shell');
  return [...selected].sort();
}
