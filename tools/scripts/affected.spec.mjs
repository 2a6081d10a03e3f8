import { describe, expect, it } from 'vitest';
import { changedPackages, e2eFoldersFor, toolchainChanges } from './affected.mjs';

// A small graph shaped like the workspace's (createProjectGraphAsync's format): the web app composes the
// feature libraries, the server modules import the platform and each other (events ↔ payments ← giving,
// notifications ← schedule), the e2e project depends on both apps.
const project = (name, root, tags = [], deps = []) => ({ name, root, tags, deps });
const projects = [
  project('church-web', 'apps/church-web', ['type:app'], ['events', 'giving', 'news', 'church-home', 'payments', 'shared-ui', 'data-access', 'npm:react']),
  // (The app loads the platform and the modules by their folders: no edge to the platform here, so that only
  // the platform's own rule makes it select all.)
  project('church-api', 'apps/church-api', ['type:server'], ['shared-tenant']),
  project('church-web-e2e', 'apps/church-web-e2e', ['type:e2e'], ['church-web', 'church-api', 'npm:@playwright/test']),
  project('api-platform', 'apps/church-api/src/platform', ['type:server-platform'], ['contracts-church', 'shared-tenant']),
  project('api-church', 'apps/church-api/src/modules/church', ['type:server-module'], ['api-platform', 'contracts-church']),
  project('api-events', 'apps/church-api/src/modules/events', ['type:server-module'], ['api-platform', 'contracts-events', 'api-payments', 'church-api']),
  project('api-payments', 'apps/church-api/src/modules/payments', ['type:server-module'], ['api-platform', 'api-events', 'contracts-payments', 'npm:stripe']),
  project('api-giving', 'apps/church-api/src/modules/giving', ['type:server-module'], ['api-platform', 'api-payments', 'contracts-giving']),
  project('api-news', 'apps/church-api/src/modules/news', ['type:server-module'], ['api-platform', 'api-church', 'contracts-news', 'npm:luxon']),
  project('api-notifications', 'apps/church-api/src/modules/notifications', ['type:server-module'], ['api-platform']),
  project('api-schedule', 'apps/church-api/src/modules/schedule', ['type:server-module'], ['api-platform', 'api-notifications']),
  project('events', 'libs/events', ['type:feature'], ['shared-ui', 'shared-payment-ui', 'payments', 'contracts-events', 'contracts-payments', 'data-access']),
  project('giving', 'libs/giving', ['type:feature'], ['shared-payment-ui', 'contracts-giving', 'contracts-payments', 'data-access']),
  project('payments', 'libs/payments', ['type:feature-shared'], ['shared-payment-ui', 'contracts-payments', 'data-access']),
  project('news', 'libs/news', ['type:feature'], ['shared-ui', 'contracts-news', 'data-access', 'npm:luxon']),
  project('church-home', 'libs/church-home', ['type:feature'], ['shared-ui', 'data-access']),
  project('shared-ui', 'libs/shared/ui', ['type:ui'], ['npm:react']),
  project('shared-payment-ui', 'libs/shared/payment-ui', ['type:ui'], ['shared-ui']),
  project('shared-tenant', 'libs/shared/tenant', ['type:util']),
  project('data-access', 'libs/data-access', ['type:data-access'], ['contracts-church']),
  project('contracts-church', 'libs/contracts/church', ['type:contract']),
  project('contracts-events', 'libs/contracts/events', ['type:contract']),
  project('contracts-giving', 'libs/contracts/giving', ['type:contract']),
  project('contracts-news', 'libs/contracts/news', ['type:contract']),
  project('contracts-payments', 'libs/contracts/payments', ['type:contract']),
  project('tools-generators', 'tools/generators', ['type:util'], ['npm:typescript']),
];
const packages = { react: ['scheduler'], scheduler: [], stripe: [], luxon: [], '@playwright/test': [], typescript: [], 'eslint-plugin-react': [] };
const graph = {
  nodes: Object.fromEntries(projects.map(({ name, root, tags }) => [name, { name, type: 'lib', data: { root, tags } }])),
  externalNodes: Object.fromEntries(Object.keys(packages).map((name) => [`npm:${name}`, { name: `npm:${name}`, type: 'npm', data: { packageName: name, version: '1.0.0' } }])),
  dependencies: Object.fromEntries([
    ...projects.map(({ name, deps }) => [name, deps.map((target) => ({ source: name, target, type: 'static' }))]),
    ...Object.entries(packages).map(([name, deps]) => [`npm:${name}`, deps.map((dep) => ({ source: `npm:${name}`, target: `npm:${dep}`, type: 'static' }))]),
  ]),
};
// On disk: no folder for payments, notifications, church or church-home (their modules are covered by shell/).
const folders = ['events', 'giving', 'news', 'schedule', 'shell'];

const lock = (versions) =>
  JSON.stringify({
    lockfileVersion: 3,
    packages: {
      '': { name: 'root' },
      'apps/church-web': { name: '@church/web' },
      ...Object.fromEntries(Object.entries(versions).map(([path, version]) => [path, { version, integrity: `sha512-${version}` }])),
    },
  });
const baseLock = lock({ 'node_modules/react': '19.0.0', 'node_modules/scheduler': '0.27.0', 'node_modules/stripe': '23.1.0', 'node_modules/luxon': '3.7.2' });

function select(files, { revisions = {}, looseSpecs = false } = {}) {
  const read = (revision, path) => revisions[`${revision ?? 'worktree'}:${path}`] ?? null;
  return e2eFoldersFor(files, graph, { base: 'base', head: null, read, folders, looseSpecs });
}

describe('e2eFoldersFor', () => {
  it("selects a feature library's folder and the shell's", () => {
    expect(select(['libs/events/src/pages/event-page.tsx'])).toEqual(['events', 'shell']);
  });

  it('follows imports between server modules, and drops folders that do not exist', () => {
    // payments has no folder; events imports it, and giving imports payments.
    expect(select(['apps/church-api/src/modules/payments/payment-service.ts'])).toEqual(['events', 'giving', 'shell']);
    // notifications has no folder; schedule imports it.
    expect(select(['apps/church-api/src/modules/notifications/notify.ts'])).toEqual(['schedule', 'shell']);
    // news is imported by no other module.
    expect(select(['apps/church-api/src/modules/news/news-handlers.ts'])).toEqual(['news', 'shell']);
  });

  it('follows a server module to the browser code that calls it (its contract\'s users)', () => {
    // church's contract is used by data-access, which the shell uses: every page calls it.
    expect(select(['apps/church-api/src/modules/church/church-handlers.ts'])).toBe('all');
  });

  it('selects the features built on a shared feature library without a folder of its own', () => {
    expect(select(['libs/payments/src/checkout.tsx'])).toEqual(['events', 'shell']);
  });

  it('selects the modules a shared library reaches, or all when the shell uses it', () => {
    expect(select(['libs/shared/payment-ui/src/card-fields.tsx'])).toEqual(['events', 'giving', 'shell']);
    expect(select(['libs/shared/ui/src/button.tsx'])).toBe('all');
    expect(select(['libs/data-access/src/client.ts'])).toBe('all');
    expect(select(['libs/contracts/church/src/index.ts'])).toBe('all');
  });

  it("selects a module's folders from its contract and its OpenAPI file", () => {
    expect(select(['libs/contracts/giving/src/index.ts'])).toEqual(['giving', 'shell']);
    expect(select(['openapi/modules/giving.yaml'])).toEqual(['giving', 'shell']);
    expect(select(['openapi/api.v1.yaml'])).toBe('all');
  });

  it('runs everything for the shell, the server app and the platform', () => {
    expect(select(['apps/church-web/src/shell/header.tsx'])).toBe('all');
    expect(select(['apps/church-api/src/app.ts'])).toBe('all');
    expect(select(['apps/church-api/src/platform/http/errors.ts'])).toBe('all');
    expect(select(['libs/shared/tenant/src/index.ts'])).toBe('all');
    // The platform selects all by itself, whatever uses it.
    const small = {
      nodes: { 'api-platform': graph.nodes['api-platform'], 'api-news': graph.nodes['api-news'] },
      externalNodes: {},
      dependencies: { 'api-news': [{ source: 'api-news', target: 'api-platform', type: 'static' }] },
    };
    expect(e2eFoldersFor(['apps/church-api/src/modules/news/x.ts'], small, { folders, looseSpecs: false })).toEqual(['news', 'shell']);
    expect(e2eFoldersFor(['apps/church-api/src/platform/x.ts'], small, { folders, looseSpecs: false })).toBe('all');
  });

  it("reads the e2e project's own files: a spec folder, its support, its configuration", () => {
    expect(select(['apps/church-web-e2e/src/events/checkout.spec.ts'])).toEqual(['events']);
    expect(select(['apps/church-web-e2e/src/support/sign-in.ts'])).toBe('all');
    expect(select(['apps/church-web-e2e/playwright.config.mts'])).toBe('all');
    expect(select(['apps/church-web-e2e/src/retired-module/old.spec.ts'])).toEqual([]);
    expect(select(['libs/news/src/x.ts'], { looseSpecs: true })).toBe('all');
  });

  it('ignores what no e2e spec runs', () => {
    expect(
      select([
        'docs/architecture.md',
        'README.md',
        'libs/events/src/pages/event-page.spec.tsx',
        'libs/shared/ui/src/button.stories.tsx',
        'apps/church-api/test/helpers/template-database.ts',
        'apps/church-api/src/modules/events/test/checkout.spec.ts',
        'apps/church-api/src/modules/events/test/helpers.ts',
        '.storybook/preview.tsx',
        'tools/generators/src/module/generator.ts',
        'tools/scripts/bench-checkout.mjs',
        'tools/scripts/bench/servers.mjs',
        'tools/scripts/affected.spec.mjs',
      ]),
    ).toEqual([]);
  });

  it('runs everything for configuration outside the projects', () => {
    expect(select(['nx.json'])).toBe('all');
    expect(select(['tsconfig.base.json'])).toBe('all');
    expect(select(['eslint.config.mjs'])).toBe('all');
    expect(select(['tools/scripts/start.mjs'])).toBe('all');
  });

  it('reads the lock file per package: the projects using what changed, however deep', () => {
    const revisions = (head) => ({ 'base:package-lock.json': baseLock, 'worktree:package-lock.json': head });
    const stripe = lock({ 'node_modules/react': '19.0.0', 'node_modules/scheduler': '0.27.0', 'node_modules/stripe': '23.1.1', 'node_modules/luxon': '3.7.2' });
    expect(select(['package-lock.json'], { revisions: revisions(stripe) })).toEqual(['events', 'giving', 'shell']);
    const luxon = lock({ 'node_modules/react': '19.0.0', 'node_modules/scheduler': '0.27.0', 'node_modules/stripe': '23.1.0', 'node_modules/luxon': '3.7.3' });
    expect(select(['package-lock.json'], { revisions: revisions(luxon) })).toEqual(['news', 'shell']);
    // scheduler is only reached through react, which the shell imports.
    const scheduler = lock({ 'node_modules/react': '19.0.0', 'node_modules/scheduler': '0.28.0', 'node_modules/stripe': '23.1.0', 'node_modules/luxon': '3.7.2' });
    expect(select(['package-lock.json'], { revisions: revisions(scheduler) })).toBe('all');
    expect(select(['package-lock.json'], { revisions: revisions(baseLock) })).toEqual([]);
    expect(select(['package-lock.json'], { revisions: { 'worktree:package-lock.json': stripe } })).toBe('all');
  });

  it('leaves a change of the dependency lists in package.json to the lock file', () => {
    const manifest = (extra) => JSON.stringify({ name: 'root', scripts: { test: 'node t.mjs' }, devDependencies: { vitest: '~4.1.0' }, ...extra });
    const revisions = (head) => ({ 'base:package.json': manifest(), 'worktree:package.json': head });
    expect(select(['package.json'], { revisions: revisions(manifest({ devDependencies: { vitest: '~4.2.0' } })) })).toEqual([]);
    expect(select(['package.json'], { revisions: revisions(manifest({ scripts: { test: 'other' } })) })).toBe('all');
  });
});

describe('changedPackages', () => {
  it('names the packages whose installed copies changed, at any depth', () => {
    const before = JSON.stringify({ packages: { '': {}, 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '1.0.0', integrity: 'x' }, 'node_modules/c/node_modules/d': { version: '1.0.0' }, 'node_modules/gone': { version: '1.0.0' } } });
    const after = JSON.stringify({ packages: { '': { name: 'renamed' }, 'node_modules/a': { version: '1.0.0' }, 'node_modules/b': { version: '1.0.0', integrity: 'y' }, 'node_modules/c/node_modules/d': { version: '2.0.0' }, 'node_modules/new': { version: '1.0.0' } } });
    const changes = changedPackages(before, after);
    expect([...changes.all].sort()).toEqual(['b', 'd', 'gone', 'new']);
    expect([...changes.topLevel].sort()).toEqual(['b', 'gone', 'new']);
    expect(changedPackages('not json', after)).toBeNull();
  });
});

describe('toolchainChanges', () => {
  const manifest = { dependencies: { stripe: '23.1.0', react: '19' }, devDependencies: { typescript: '5.9.3', 'eslint-plugin-react': '^7', vitest: '~4.1.0' } };
  const changes = (...names) => ({ all: new Set(names), topLevel: new Set(names) });

  it('names a root tool, or a root dependency no project reaches (used by root configuration only)', () => {
    expect(toolchainChanges(changes('typescript', 'eslint-plugin-react', 'stripe', 'react'), graph, manifest)).toEqual(['eslint-plugin-react', 'typescript']);
  });

  it('leaves packages the projects import, and transitive ones, to Nx', () => {
    expect(toolchainChanges(changes('stripe', 'react'), graph, manifest)).toEqual([]);
    expect(toolchainChanges({ all: new Set(['scheduler']), topLevel: new Set() }, graph, manifest)).toEqual([]);
    expect(toolchainChanges(null, graph, manifest)).toEqual([]);
  });
});
