#!/usr/bin/env node
// npm test: installs what is missing (npm packages, Debian's chromium), then runs the checks: generated
// contracts and catalogs up to date, lint with module boundaries, types, unit and story tests, the API
// suite on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), the Storybook builds, and the
// end-to-end tests in Chromium against the production build. On a branch ahead of origin/main (or with
// NX_BASE set) only what the change affects runs; on a fresh clone, everything.
import { rmSync } from 'node:fs';
import { affectedBase, changedFiles, e2eFoldersFor } from './affected.mjs';
import { describeE2eFailures, E2E_REPORT } from './e2e-failures.mjs';
import { ensureChromium, ensureDependencies, nxEnv, run } from './ensure-workspace.mjs';

ensureDependencies();
ensureChromium();

const { librariesOfContract } = await import('./project-graph.mjs');
const base = affectedBase();
const scope = base ? ['affected', `--base=${base}`] : ['run-many'];
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const e2e = base ? e2eFoldersFor(changedFiles(base), await librariesOfContract()) : 'all';
const e2eArgs = e2e === 'all' ? [] : ['--', ...e2e.map((folder) => `apps/church-web-e2e/src/${folder}`)];
// The generator's proof runs whenever everything does, or the generator itself changed.
const proveGenerator = !base || e2e === 'all' || changedFiles(base).some((file) => file.startsWith('tools/generators/'));

const E2E_STEP = 'end-to-end in Chromium against the production build';
const steps = [
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

if (base) {
  console.log(`› Measured from ${base}: only what the change affects runs.`);
  console.log(`› End-to-end specs: ${e2e === 'all' ? 'all' : e2e.length ? e2e.join(', ') : 'none (nothing they cover changed)'}`);
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
