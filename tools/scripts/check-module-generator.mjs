#!/usr/bin/env node
// The module generator's proof: generates a throwaway module in this checkout, shows that it changed
// nothing outside the module's own folders, runs what npm test runs for it (contracts, catalogs, lint,
// types, unit and story tests, the shell's module-list tests, the boundaries, its API tests and the app's
// that cover every module, on every driver, its end-to-end folder against a production build with it), then deletes it and shows the
// checkout is as it was. Exits non-zero on the first failure (the module is deleted all the same).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { nxEnv, root } from './ensure-workspace.mjs';

const NAME = 'throwaway-check';
const FOLDERS = [
  `libs/${NAME}`,
  `libs/contracts/${NAME}`,
  `openapi/modules/${NAME}.yaml`,
  `apps/church-api/src/modules/${NAME}`,
  `apps/church-web-e2e/src/${NAME}`,
];
const env = { ...nxEnv, CI: '' };
const APP_SPECS_A_MODULE_TAKES_PART_IN = [
  'test/load-server-modules.spec.ts',
  'test/module-codes.spec.ts',
  'test/db/migration-sets.spec.ts',
  'test/db/seed-demo.spec.ts',
  'test/http/contract-fuzz.spec.ts',
  'test/http/contract-shape.spec.ts',
  'test/http/strict-bodies.spec.ts',
  'test/http/integer-ids.spec.ts',
  'test/plugins/church-scope.spec.ts',
  'test/web/robots-and-sitemap.spec.ts',
];

function run(what, command, args, options = {}) {
  console.log(`\n› ${what}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env, ...options });
  if (result.status !== 0) throw new Error(`${what}: ${command} ${args.join(' ')} exited with ${result.status}`);
}

function status() {
  const result = spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  return new Set(result.stdout.split('\n').filter(Boolean));
}

const inModule = (line) => FOLDERS.some((folder) => line.slice(3).startsWith(folder));

function removeModule() {
  for (const folder of FOLDERS) rmSync(`${root}${folder}`, { recursive: true, force: true });
}

const before = status();
let failure = null;
try {
  run('generate the module', 'npx', ['nx', 'g', '@church/tools:module', NAME, '--code', 'MOD_THROWAWAY_CHECK', '--title', 'Throwaway check', '--titlePt', 'Verificação descartável', '--titleEs', 'Comprobación desechable', '--no-interactive']);
  const outside = [...status()].filter((line) => !before.has(line) && !inModule(line));
  if (outside.length > 0) throw new Error(`The generator changed files outside the module's folders:\n${outside.join('\n')}`);
  console.log('\n✓ Only the module’s own folders changed.');
  run('its contract library is current', 'node', ['tools/scripts/codegen.mjs', '--check']);
  run('its messages are translated', 'node', ['tools/scripts/check-catalogs.mjs']);
  // Its server module's project (lint with the boundary rules, types, its API tests), and the app's
  // types and lint with it.
  run('lint, types, unit, story and API tests', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', `--projects=${NAME},contracts-${NAME},api-${NAME},church-web,shared-routing`, '--outputStyle=static', '--skip-nx-cache', '--parallel=2']);
  run('the app’s lint and types', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--projects=church-api', '--outputStyle=static', '--skip-nx-cache']);
  // The app's own API tests that cover every module at once (the module list, its migrations and seed,
  // the contract fuzz and shape, church scoping, robots and sitemap), not the whole folder: the rest
  // (replicas, caches, metrics…) is the platform's, which a new module does not change, and npm test runs it.
  run('the app’s API tests a module takes part in', 'npx', ['vitest', 'run', ...APP_SPECS_A_MODULE_TAKES_PART_IN], { cwd: `${root}apps/church-api`, env: { ...env, API_TEST_SCOPE: 'app' } });
  run('module boundaries', 'node', ['tools/scripts/check-boundaries.mjs']);
  run('its end-to-end specs against a production build', 'npx', ['nx', 'run', 'church-web-e2e:e2e', '--outputStyle=static', '--skip-nx-cache', '--', `apps/church-web-e2e/src/${NAME}`]);
} catch (error) {
  failure = error;
} finally {
  removeModule();
}
const left = [...status()].filter((line) => !before.has(line));
if (left.length > 0) {
  console.error(`Deleting the module left changes behind:\n${left.join('\n')}`);
  process.exit(1);
}
if (failure) {
  console.error(`\n✖ ${failure.message}`);
  process.exit(1);
}
console.log('\n✓ A generated module passes, touching only its own folders; it is deleted again.');
