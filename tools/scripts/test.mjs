#!/usr/bin/env node
// npm test: installs what is missing (npm packages, Debian's chromium), then runs every check:
// generated clients and catalogs up to date, lint with module boundaries, types, unit and story
// tests, the API suite on PGlite (and PostgreSQL when TEST_DATABASE_URL is set), the Storybook
// build, and the end-to-end tests in Chromium against the production build.
import { ensureChromium, ensureDependencies, nxEnv, run } from './ensure-workspace.mjs';

ensureDependencies();
ensureChromium();

const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=static']];
const steps = [
  ['generated API clients are current', 'node', ['tools/scripts/codegen.mjs', '--check']],
  ['every message is translated in en, pt-BR and es', 'node', ['tools/scripts/check-catalogs.mjs']],
  ['lint, types, unit, story and API tests', ...nx('run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2')],
  ['module boundaries are enforced', 'node', ['tools/scripts/check-boundaries.mjs']],
  ['Storybook builds', ...nx('run', 'church-web:build-storybook')],
  ['end-to-end in Chromium against the production build', ...nx('run', 'church-web-e2e:e2e')],
];

if (process.env.TEST_DATABASE_URL) console.log('› The API suite also runs on PostgreSQL (TEST_DATABASE_URL is set).');
let passed = 0;
const failed = [];
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name}`);
  const status = run(command, args, { env: nxEnv });
  if (status === 0) passed += 1;
  else failed.push(name);
}
console.log('');
for (const name of failed) console.log(`✖ ${name}`);
console.log(`${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
