#!/usr/bin/env node
// npm test: installs what is missing (npm packages, Debian's chromium), then runs the checks: the licences
// of what ships, the scripts' own tests, generated contracts and catalogs up to date, lint with module
// boundaries, types, unit and story tests, the API suite on PGlite (and PostgreSQL when TEST_DATABASE_URL
// is set), the Storybook builds, and the end-to-end tests in Chromium against the production build. On a
// branch ahead of origin/main (or with NX_BASE set, and NX_HEAD when a CI gives it) only what the change
// affects runs; on a fresh clone, or when the change updates the toolchain every project runs with, everything.
import { rmSync } from 'node:fs';
import { affectedBase, affectedHead, changedFiles, e2eFoldersFor, lockChanges, readAtRevision, toolchainChanges } from './affected.mjs';
import { describeE2eFailures, E2E_REPORT } from './e2e-failures.mjs';
import { ensureChromium, ensureDependencies, nxEnv, run } from './ensure-workspace.mjs';

ensureDependencies();
ensureChromium();

const { loadProjectGraph } = await import('./project-graph.mjs');
const base = affectedBase();
const head = affectedHead();
const files = base ? changedFiles(base, head) : [];
const graph = base ? await loadProjectGraph() : null;
// Nx's view of the lock file is per package ("auto" in nx.json): a package marks the projects importing it.
// Tools that run every project's targets from the root (TypeScript, ESLint and its plugins, Vitest, Vite,
// Storybook, Playwright, Nx) are imported by no project, or by one only: when the change updates one of
// them, everything runs.
const tools = files.includes('package-lock.json') ? toolchainChanges(lockChanges(base, head), graph, JSON.parse(readAtRevision(head, 'package.json') ?? 'null')) : [];
const measured = Boolean(base) && tools.length === 0;
const scope = measured ? ['affected', `--base=${base}`, ...(head ? [`--head=${head}`] : [])] : ['run-many'];
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const e2e = measured ? e2eFoldersFor(files, graph, { base, head }) : 'all';
const e2eArgs = e2e === 'all' ? [] : ['--', ...e2e.map((folder) => `apps/church-web-e2e/src/${folder}`)];
// The generator's proof runs whenever everything does, or the generator itself changed.
const proveGenerator = !measured || e2e === 'all' || files.some((file) => file.startsWith('tools/generators/'));

const E2E_STEP = 'end-to-end in Chromium against the production build';
const steps = [
  ['nothing that ships is GPL or AGPL (the production dependencies in package-lock.json)', 'node', ['tools/scripts/check-licences.mjs']],
  ["the test scripts' own tests (the licence check, the affected end-to-end folders)", 'npx', ['vitest', 'run', '--root', 'tools/scripts']],
  ['the contract libraries are generated from openapi/', 'node', ['tools/scripts/codegen.mjs', '--check']],
  ['every message is translated in en, pt-BR and es', 'node', ['tools/scripts/check-catalogs.mjs']],
  ['lint, types, unit, story and API tests', ...nx(...scope, '-t', 'lint', 'typecheck', 'test', '--parallel=2')],
  ['module boundaries are enforced', 'node', ['tools/scripts/check-boundaries.mjs']],
  // Each project's own Storybook (shared preset in .storybook/), cached by Nx.
  ['Storybook builds', ...nx(...scope, '-t', 'build-storybook', '--parallel=2')],
  ...(e2e === 'all' || e2e.length > 0
    ? [[E2E_STEP, ...nx('run', 'church-web-e2e:e2e', ...e2eArgs)]]
    : []),
  ...(proveGenerator ? [['a generated module passes, changing only its own folders', 'node', ['tools/scripts/check-module-generator.mjs']]] : []),
];

if (measured) {
  console.log(`› Measured from ${base} to ${head ?? 'the working tree'}: only what the change affects runs.`);
  console.log(`› End-to-end specs: ${e2e === 'all' ? 'all' : e2e.length ? e2e.join(', ') : 'none (nothing they cover changed)'}`);
} else if (base) {
  console.log(`› The change updates ${tools.join(', ')}, which every project's checks run with: everything runs.`);
} else {
  console.log('› No base to compare with (a fresh clone): everything runs.');
}
if (process.env.TEST_DATABASE_URL) console.log('› The API suite also runs on PostgreSQL (TEST_DATABASE_URL is set).');
rmSync(E2E_REPORT, { force: true });
let passed = 0;
const failed = [];
const e2eFailures = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}`);
  const status = run(command, args, { env: nxEnv });
  if (status === 0) passed += 1;
  else failed.push(name);
  // Read now: the generator's proof runs Playwright again and writes its own report.
  if (name === E2E_STEP && status !== 0) e2eFailures.push(...describeE2eFailures());
}
console.log('');
for (const name of failed) {
  console.log(`✖ ${name}`);
  if (name === E2E_STEP) for (const line of e2eFailures) console.log(line);
}
console.log(`${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
