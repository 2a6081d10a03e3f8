#!/usr/bin/env node
// npm test: installs what is missing (npm packages, Debian's chromium), then runs the checks: the licences
// of what ships, the scripts' own tests, generated contracts and catalogs up to date, lint with module
// boundaries, types, unit and story tests, the API suite on PGlite (and PostgreSQL when TEST_DATABASE_URL
// is set), the Storybook builds, and the end-to-end tests in Chromium against the production build. On a
// branch ahead of origin/main (or with NX_BASE set, and NX_HEAD when a CI gives it) only what the change
// affects runs; on a fresh clone, or when the change updates the toolchain every project runs with, everything.
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { affectedBase, affectedHead, changedFiles, e2eFoldersFor, lockChanges, readAtRevision, toolchainChanges } from './affected.mjs';
import { describeE2eFailures, E2E_REPORT } from './e2e-failures.mjs';
import { ensureChromium, ensureDependencies, nxEnv, root } from './ensure-workspace.mjs';
import { failureLinesOf, runPassingThrough } from './step-failures.mjs';

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

// Sized for this project's 2 cores. Nx runs two tasks at a time (--parallel=2): lint and tsc are single
// threaded, a Vitest run is its main process (transforms) and its workers, and a Storybook build (Vite)
// uses about 1.5 cores by itself. Measured on 2026-11-27 with nothing cached, beside the other work of a
// busy machine (load average 4.6-18, mean 7.1): the whole lint/types/tests step (78 projects, the API
// suite on PGlite and PostgreSQL) took 20 min, its processes keeping 4.8 threads runnable on average
// (p90 7, V8's helper threads included); on 8 of those projects, --parallel=2 took 237 s for 347 s of CPU
// (1.46 cores) where --parallel=1 right after took 308 s for 357 s (1.16 cores): one task at a time leaves
// a core idle while tsc or a Vitest main process waits (a third run, at 2 with the machine busier still,
// took 421 s: the other work on the machine moves these figures more than the setting does). Two
// Storybook builds: 7.9 s together (1.77 cores), 9.6 s one after the other (one build: 1.45 cores).
// Vitest's workers are what would oversubscribe: by default each run starts cores - 1 of them (1 here; the
// API suite's PGlite and PostgreSQL projects share that pool), so on a bigger machine two runs at once
// would each take nearly all of it. VITEST_MAX_WORKERS gives each of the two runs its half, less the main
// process: 1 worker up to 5 cores (a 4-vCPU CI runner), 3 on 8.
const PARALLEL = 2;
const vitestEnv = { ...nxEnv, VITEST_MAX_WORKERS: String(Math.max(1, Math.floor(availableParallelism() / PARALLEL) - 1)) };
const apiEnv = { ...nxEnv, VITEST_MAX_WORKERS: String(availableParallelism()) };

const E2E_STEP = 'end-to-end in Chromium against the production build';
const steps = [
  ['nothing that ships is GPL or AGPL (the production dependencies in package-lock.json)', 'node', ['tools/scripts/check-licences.mjs']],
  ["the test scripts' own tests (the licence check, the affected end-to-end folders)", 'npx', ['vitest', 'run', '--root', 'tools/scripts']],
  ['the contract libraries are generated from openapi/', 'node', ['tools/scripts/codegen.mjs', '--check']],
  ['every message is translated in en, pt-BR and es', 'node', ['tools/scripts/check-catalogs.mjs']],
  // Everything: ESLint once and TypeScript once per set of compiler options (workspace-checks.mjs: ~2.5 CPU
  // minutes where ~80 separate processes took ~18), then every project's tests. A change: project by project.
  ...(measured
    ? [['lint, types, unit, story and API tests', ...nx(...scope, '-t', 'lint', 'typecheck', 'test', `--parallel=${PARALLEL}`), vitestEnv]]
    : [
        ["lint (every project's paths, one ESLint run)", 'node', ['tools/scripts/workspace-checks.mjs', 'lint']],
        ['types (every project, one TypeScript program per set of compiler options)', 'node', ['tools/scripts/workspace-checks.mjs', 'types']],
        // One Vitest run for the whole API suite: its template databases made and its server code
        // transformed once, not once per server module's project (21 of them), with both cores' workers.
        ['API tests of the app and every server module, one Vitest run', 'npx', ['vitest', 'run', '--root', 'apps/church-api'], apiEnv],
        ['unit and story tests', ...nx(...scope, '-t', 'test', '--exclude=church-api,api-*', `--parallel=${PARALLEL}`), vitestEnv],
      ]),
  ['module boundaries are enforced', 'node', ['tools/scripts/check-boundaries.mjs']],
  // Each project's own Storybook (shared preset in .storybook/), cached by Nx.
  ['Storybook builds', ...nx(...scope, '-t', 'build-storybook', `--parallel=${PARALLEL}`)],
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
// Read by the chat's Redis tests (apps/church-api/src/modules/chat/test/chat-redis-*), which nxEnv passes on.
if (process.env.TEST_REDIS_URL) {
  const twoProcesses = process.env.TEST_DATABASE_URL ? ', and two server processes on PostgreSQL' : '; the two server processes need TEST_DATABASE_URL too';
  console.log(`› The chat's Redis tests run (TEST_REDIS_URL is set): its broker${twoProcesses}.`);
} else console.log("› The chat's Redis tests are skipped (no TEST_REDIS_URL).");
rmSync(E2E_REPORT, { force: true });
let passed = 0;
const failed = [];
/** What each failed step said about its failures, for the run's last lines. */
const failureLines = new Map();
const durations = [];
const started = Date.now();
for (const [name, command, args, env = nxEnv] of steps) {
  console.log(`\n━━ ${name}`);
  const stepStarted = Date.now();
  const { status, output } = await runPassingThrough(command, args, { cwd: root, env });
  durations.push([name, Date.now() - stepStarted]);
  if (status === 0) passed += 1;
  else {
    failed.push(name);
    // Read now: the generator's proof runs Playwright again and writes its own report.
    failureLines.set(name, name === E2E_STEP ? describeE2eFailures() : failureLinesOf(output));
  }
}
console.log('');
const seconds = (ms) => `${Math.round(ms / 1000)} s`.padStart(6);
for (const [name, ms] of durations) console.log(`${seconds(ms)}  ${name}`);
console.log(`${seconds(Date.now() - started)}  in all\n`);
for (const name of failed) {
  console.log(`✖ ${name}`);
  for (const line of failureLines.get(name) ?? []) console.log(line);
}
console.log(`${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
