// What a change affects, for npm test: the base it is measured from, and which end-to-end spec folders
// must run. Only Node's built-ins and git; the project graph comes from Nx when asked.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './ensure-workspace.mjs';

const e2eSpecs = join(root, 'apps/church-web-e2e/src');

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The commit a change is measured from: NX_BASE when set, else where this branch left origin/main.
 * Null on a fresh clone (no remote branch, or nothing ahead of it): then everything runs.
 */
export function affectedBase() {
  if (process.env.NX_BASE) return process.env.NX_BASE;
  const head = git('rev-parse', 'HEAD');
  for (const ref of ['origin/main', 'origin/master']) {
    if (!git('rev-parse', '--verify', '--quiet', ref)) continue;
    const base = git('merge-base', 'HEAD', ref);
    if (base && base !== head) return base;
  }
  return null;
}

/** The files changed since `base`, committed or not (untracked ones included). */
export function changedFiles(base) {
  const committed = git('diff', '--name-only', `${base}...HEAD`) ?? '';
  const uncommitted = git('status', '--porcelain', '--untracked-files=all') ?? '';
  return [...new Set([...committed.split('\n'), ...uncommitted.split('\n').map((line) => line.slice(3).split(' -> ').pop())].filter(Boolean))];
}

/** What the spec folders share (sign-in, addresses of the churches): a change there may reach every spec. */
const SUPPORT = 'support';

/** The end-to-end spec folders (one per module, and `shell`), as they are on disk. */
export function e2eFolders() {
  return readdirSync(e2eSpecs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SUPPORT)
    .map((entry) => entry.name);
}

/** Folders of libs/ that are not a feature library: a change there may reach every module. */
const SHARED_LIBRARY_FOLDERS = new Set(['contracts', 'shared', 'data-access']);

const IRRELEVANT = [/^docs\//, /\.md$/, /^apps\/church-api\/test\//, /\.(spec|stories)\.tsx?$/, /^\.storybook\//];

/**
 * The end-to-end folders a change needs, or 'all'. A module's own files (its library, contract,
 * server slice and e2e folder) select its folder; files that only tests or docs read select nothing;
 * anything else (the shell, shared libraries, the server's core, configuration) selects everything.
 * `librariesOfContract(m)` names the feature libraries that use module m's contract.
 */
export function e2eFoldersFor(files, librariesOfContract) {
  const folders = new Set(e2eFolders());
  const looseSpecs = readdirSync(e2eSpecs).some((name) => name.endsWith('.spec.ts'));
  if (looseSpecs) return 'all';
  const selected = new Set();
  for (const file of files) {
    const e2e = /^apps\/church-web-e2e\/src\/([^/]+)\//.exec(file)?.[1];
    if (e2e) {
      if (!folders.has(e2e)) return 'all';
      selected.add(e2e);
      continue;
    }
    if (IRRELEVANT.some((pattern) => pattern.test(file))) continue;
    const library = /^libs\/([^/]+)\//.exec(file)?.[1];
    if (library && !SHARED_LIBRARY_FOLDERS.has(library)) {
      if (folders.has(library)) selected.add(library);
      continue;
    }
    const module =
      /^libs\/contracts\/([^/]+)\//.exec(file)?.[1] ??
      /^openapi\/modules\/([^/]+)\.yaml$/.exec(file)?.[1] ??
      /^apps\/church-api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    if (module) {
      const libraries = librariesOfContract(module);
      if (libraries === 'all') return 'all';
      for (const name of [module, ...libraries]) if (folders.has(name)) selected.add(name);
      continue;
    }
    return 'all';
  }
  // Any module's change runs the shell's specs too (the shell composes the modules).
  if (selected.size > 0 && folders.has('shell')) selected.add('shell');
  return [...selected].filter((name) => existsSync(join(e2eSpecs, name)));
}
