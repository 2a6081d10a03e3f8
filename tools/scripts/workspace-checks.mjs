#!/usr/bin/env node
// Every project's lint and typecheck targets, run at once for the whole workspace: what `npm test` runs
// when everything runs (a fresh clone). Each project's target starts its own ESLint or TypeScript, which
// loads the plugins, the libraries' types and the shared sources again: about 3.5 s of CPU per ESLint and
// 2.5-14 s per tsc, ~80 times. Here ESLint runs once over every project's lint paths, and TypeScript once
// per set of projects with the same compiler options (the browser's, the server's, the contracts'…), each
// program holding the same files with the same options as the projects' own. What changed since a base
// still runs through Nx, project by project (`nx affected -t lint typecheck`).
//
//   node tools/scripts/workspace-checks.mjs lint
//   node tools/scripts/workspace-checks.mjs types
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { nxEnv, root } from './ensure-workspace.mjs';
import { loadProjectGraph } from './project-graph.mjs';

const TSC = join(root, 'node_modules/typescript/bin/tsc');
const ESLINT = join(root, 'node_modules/eslint/bin/eslint.js');
/** Where the combined TypeScript configurations are written (outside the sources, removed after). */
const PROGRAMS = join(root, 'node_modules/.cache/workspace-typecheck');

/** `command` split into words (the targets' commands here have no quoting). */
const words = (command) => command.trim().split(/\s+/);

function targetsOf(graph, name) {
  return Object.values(graph.nodes).flatMap((node) => {
    const target = node.data.targets?.[name];
    const command = target?.options?.command ?? target?.command;
    return command ? [{ project: node.name, root: node.data.root, command, cwd: target.options?.cwd?.replace('{projectRoot}', node.data.root) }] : [];
  });
}

/** The paths every project's `eslint <paths…> [--ignore-pattern …]` target lints. */
function lintPaths(graph) {
  const paths = new Set();
  for (const { project, command, cwd } of targetsOf(graph, 'lint')) {
    const [program, ...args] = words(command.replaceAll('{projectRoot}', graph.nodes[project].data.root));
    if (program !== 'eslint' || cwd) throw new Error(`${project}:lint is not "eslint <paths>" from the workspace root: ${command}`);
    for (let index = 0; index < args.length; index += 1) {
      if (args[index] === '--ignore-pattern') index += 1; // the patterns leave out what other projects lint
      else if (args[index].startsWith('-')) throw new Error(`${project}:lint has an option this script does not know: ${args[index]}`);
      else paths.add(args[index]);
    }
  }
  return [...paths].sort();
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, ''));

/**
 * Every project's `tsc -p tsconfig.json` grouped by the options it compiles with (the file it extends
 * and its own compilerOptions): one configuration per group, with the union of the members' files.
 */
function typePrograms(graph) {
  const groups = new Map();
  for (const { project, command, cwd } of targetsOf(graph, 'typecheck')) {
    const [program, flag, config, ...rest] = words(command);
    if (program !== 'tsc' || flag !== '-p' || rest.length > 0 || !cwd) throw new Error(`${project}:typecheck is not "tsc -p <config>" in its folder: ${command}`);
    const file = resolve(root, cwd, config);
    const tsconfig = readJson(file);
    for (const key of Object.keys(tsconfig)) {
      if (!['extends', 'compilerOptions', 'include', 'files', 'exclude'].includes(key)) throw new Error(`${relative(root, file)}: "${key}" is not combined by this script`);
    }
    const base = tsconfig.extends ? resolve(dirname(file), tsconfig.extends) : null;
    const absolute = (entry) => (isAbsolute(entry) ? entry : resolve(dirname(file), entry));
    // A project that excludes files compiles alone: its exclusions would apply to the others' files too.
    const exclude = tsconfig.exclude?.map(absolute);
    const key = JSON.stringify([base, tsconfig.compilerOptions ?? {}, exclude ?? null]);
    const group = groups.get(key) ?? { base, compilerOptions: tsconfig.compilerOptions ?? {}, exclude, include: new Set(), files: new Set(), projects: [] };
    for (const entry of tsconfig.include ?? (tsconfig.files ? [] : ['**/*'])) group.include.add(absolute(entry));
    for (const entry of tsconfig.files ?? []) group.files.add(absolute(entry));
    group.projects.push(project);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function spawnChecked(label, command, args) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [command, ...args], { cwd: root, env: nxEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolvePromise({ label, status: status ?? 1, output }));
  });
}

async function lint() {
  const graph = await loadProjectGraph(); // also leaves the graph where the boundary rule reads it
  const paths = lintPaths(graph);
  console.log(`› ESLint once over ${paths.length} projects' paths`);
  const result = await spawnChecked('eslint', ESLINT, paths);
  process.stdout.write(result.output);
  return result.status;
}

/** Runs the programs two at a time (tsc is single-threaded; this machine has 2 cores). */
async function types() {
  const graph = await loadProjectGraph();
  const programs = typePrograms(graph);
  rmSync(PROGRAMS, { recursive: true, force: true });
  mkdirSync(PROGRAMS, { recursive: true });
  const queue = programs.map((group, index) => {
    const file = join(PROGRAMS, `program-${index}.json`);
    const config = {
      ...(group.base ? { extends: group.base } : {}),
      compilerOptions: group.compilerOptions,
      include: [...group.include],
      ...(group.files.size ? { files: [...group.files] } : {}),
      ...(group.exclude ? { exclude: group.exclude } : {}),
    };
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    return { label: `${group.projects.length} projects (${group.projects.slice(0, 4).join(', ')}${group.projects.length > 4 ? ', …' : ''})`, file };
  });
  console.log(`› TypeScript: ${queue.length} programs for ${programs.reduce((sum, group) => sum + group.projects.length, 0)} projects`);
  let failed = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const started = Date.now();
      const result = await spawnChecked(next.label, TSC, ['-p', next.file]);
      console.log(`${result.status === 0 ? '✓' : '✖'} ${next.label} in ${Math.round((Date.now() - started) / 1000)} s`);
      if (result.status !== 0) {
        failed += 1;
        process.stdout.write(result.output);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  rmSync(PROGRAMS, { recursive: true, force: true });
  return failed ? 1 : 0;
}

const checks = { lint, types };
const check = checks[process.argv[2]];
if (!check) {
  console.error('usage: workspace-checks.mjs lint|types');
  process.exit(2);
}
process.exit(await check());
