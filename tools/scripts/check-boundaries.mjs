#!/usr/bin/env node
// Proves the module boundaries hold: lints imports that the rules forbid and checks that each one
// fails, and a permitted one passes. ESLint's Nx rule reads the project graph, made here first.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_MODULES_FOLDER, serverModules } from './server-modules.mjs';

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
  { what: 'a feature library importing its own contract (allowed)', file: 'libs/news/src/boundary-probe.ts', from: '@church/contracts-news', forbidden: false },
  { what: "a feature library importing another module's contract", file: 'libs/news/src/boundary-probe.ts', from: '@church/contracts-videos', forbidden: true },
  { what: "the account pages importing the member profile's contract, in their scope (allowed)", file: 'libs/account/src/boundary-probe.ts', from: '@church/contracts-member-profile', forbidden: false },
  { what: "another feature library importing the member profile's contract", file: 'libs/access/src/boundary-probe.ts', from: '@church/contracts-member-profile', forbidden: true },
  { what: 'the server importing a module contract (allowed)', file: 'apps/church-api/src/boundary-probe.ts', from: '@church/contracts-news', forbidden: false },
  { what: 'the server importing browser data-access', file: 'apps/church-api/src/boundary-probe.ts', from: '@church/data-access', forbidden: true },
];
// The one rule between modules, derived from the tags: no feature library reaches another, neither its
// public surface nor its module descriptor. Each feature tries the next one.
features.forEach((feature, index) => {
  const other = features[(index + 1) % features.length];
  if (features.length < 2 || !other) return;
  cases.push({
    what: `a feature library (${feature.name}) importing another (${other.name})`,
    file: `${feature.root}/src/boundary-probe.ts`,
    from: index % 2 ? `${packageOf(other.root)}/module` : packageOf(other.root),
    forbidden: true,
  });
});
if (features.length >= 1) {
  cases.push({
    what: "the shell importing a feature library's module descriptor (allowed)",
    file: 'apps/church-web/src/boundary-probe.ts',
    from: `${packageOf(features[0].root)}/module`,
    forbidden: false,
  });
}
// A library that features share (`type:feature-shared`: payments) is imported by every feature, and
// imports none of them, nor another shared one; the shared libraries below features cannot import it.
const sharedFeatures = Object.values(graph.nodes)
  .filter((node) => node.data.tags?.includes('type:feature-shared'))
  .map((node) => ({ root: node.data.root, name: node.name }));
sharedFeatures.forEach((shared, index) => {
  // The features that use it (events and giving use payments) are the ones to try: one importing it, it importing another.
  const users = features.filter((feature) => graph.dependencies[feature.name]?.some((dependency) => dependency.target === shared.name));
  const feature = users[0] ?? features[index % Math.max(features.length, 1)];
  const other = users[1] ?? features[(index + 1) % Math.max(features.length, 1)];
  const from = packageOf(shared.root);
  if (feature) cases.push({ what: `a feature library (${feature.name}) importing a library features share (${shared.name}) (allowed)`, file: `${feature.root}/src/boundary-probe.ts`, from, forbidden: false });
  if (feature) cases.push({ what: `a library features share (${shared.name}) importing a feature library (${feature.name})`, file: `${shared.root}/src/boundary-probe.ts`, from: packageOf(feature.root), forbidden: true });
  if (other) cases.push({ what: `a library features share (${shared.name}) importing a feature's module descriptor (${other.name})`, file: `${shared.root}/src/boundary-probe.ts`, from: `${packageOf(other.root)}/module`, forbidden: true });
  cases.push(
    { what: `a shared UI library importing a library features share (${shared.name})`, file: 'libs/shared/ui/src/boundary-probe.ts', from, forbidden: true },
    { what: `data-access importing a library features share (${shared.name})`, file: 'libs/data-access/src/boundary-probe.ts', from, forbidden: true },
    { what: `the shell importing a library features share (${shared.name}) (allowed)`, file: 'apps/church-web/src/boundary-probe.ts', from, forbidden: false },
  );
  const next = sharedFeatures[(index + 1) % sharedFeatures.length];
  if (next && next !== shared) {
    cases.push({ what: `a library features share (${shared.name}) importing another (${next.name})`, file: `${shared.root}/src/boundary-probe.ts`, from: packageOf(next.root), forbidden: true });
  }
});

// The server: a module reaches the platform and the faces of the modules it declares in dependsOn,
// nothing else; the platform and the app reach no module. Derived from the descriptors.
const modules = serverModules();
const dependent = modules.find((module) => module.dependsOn.some((name) => name !== 'church'));
if (dependent) {
  const dependency = dependent.dependsOn.find((name) => name !== 'church');
  const stranger = modules.find((module) => module.name !== dependent.name && !dependent.dependsOn.includes(module.name));
  const moduleFile = `${SERVER_MODULES_FOLDER}/${dependent.name}/boundary-probe.ts`;
  cases.push(
    { what: `a server module (${dependent.name}) importing the platform (allowed)`, file: moduleFile, from: '@church/api-platform/http/problem', forbidden: false },
    { what: `a server module (${dependent.name}) importing the face of a module it depends on, ${dependency} (allowed)`, file: moduleFile, from: `@church/api-modules/${dependency}`, forbidden: false },
    { what: `a server module (${dependent.name}) importing the internals of a module it depends on, ${dependency}`, file: moduleFile, from: `../${dependency}/module`, forbidden: true },
    { what: `a server module (${dependent.name}) importing the face of a module it does not depend on, ${stranger.name}`, file: moduleFile, from: `@church/api-modules/${stranger.name}`, forbidden: true },
    { what: `a server module (${dependent.name}) importing the app`, file: moduleFile, from: '../../app', forbidden: true },
    { what: 'the platform importing a server module', file: 'apps/church-api/src/platform/boundary-probe.ts', from: `@church/api-modules/${dependency}`, forbidden: true },
    { what: "the app importing a server module's internals", file: 'apps/church-api/src/boundary-probe.ts', from: `./modules/${dependency}/module`, forbidden: true },
    { what: 'a feature library importing the server platform', file: 'libs/church-home/src/boundary-probe.ts', from: '@church/api-platform/http/problem', forbidden: true },
  );
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
