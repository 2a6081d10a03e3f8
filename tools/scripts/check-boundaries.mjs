#!/usr/bin/env node
// Proves the module boundaries hold: lints imports that the rules forbid and checks that each one
// fails, and a permitted one passes. ESLint's Nx rule reads the project graph, made here first.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
process.env.NX_DAEMON = 'false';
const graph = await createProjectGraphAsync({ exitOnError: true });
const features = Object.values(graph.nodes)
  .filter((node) => node.data.tags?.includes('type:feature'))
  .map((node) => ({ root: node.data.root, name: node.name }));

const packageOf = (projectRoot) => JSON.parse(readFileSync(`${root}${projectRoot}/package.json`, 'utf8')).name;

const cases = [
  { what: 'a feature library importing an app', file: 'libs/church-home/src/boundary-probe.ts', from: '@church/api', forbidden: true },
  { what: 'a shared util importing a feature library', file: 'libs/shared/tenant/src/boundary-probe.ts', from: '@church/church-home', forbidden: true },
  { what: 'a UI library importing data-access', file: 'libs/shared/ui/src/boundary-probe.ts', from: '@church/data-access', forbidden: true },
  { what: 'a UI library importing jotai', file: 'libs/shared/ui/src/boundary-probe.ts', from: 'jotai', forbidden: true },
  { what: 'data-access importing the API app', file: 'libs/data-access/src/boundary-probe.ts', from: '@church/api', forbidden: true },
  { what: 'a feature library importing data-access (allowed)', file: 'libs/church-home/src/boundary-probe.ts', from: '@church/data-access', forbidden: false },
];
if (features.length >= 2) {
  const [first, second] = features;
  cases.push({
    what: `a feature library (${first.name}) importing another (${second.name})`,
    file: `${first.root}/src/boundary-probe.ts`,
    from: packageOf(second.root),
    forbidden: true,
  });
}

const eslint = new ESLint({ cwd: root });
let failures = 0;
for (const probe of cases) {
  const [result] = await eslint.lintText(`import * as probe from '${probe.from}';\nexport const used = probe;\n`, {
    filePath: `${root}${probe.file}`,
  });
  const flagged = result.messages.some((message) => message.ruleId === '@nx/enforce-module-boundaries');
  const ok = flagged === probe.forbidden;
  if (!ok) failures += 1;
  console.log(`${ok ? '✓' : '✖'} ${probe.what}: ${flagged ? 'refused' : 'allowed'}`);
}
if (features.length < 2) console.log('· feature → feature: needs a second feature library, none yet');
if (failures) process.exit(1);
