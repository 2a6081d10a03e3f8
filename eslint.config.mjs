import nx from '@nx/eslint-plugin';
import pluginLingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';
import { serverModules } from './tools/scripts/server-modules.mjs';
import { workspaceProjects } from './tools/vite-config/workspace-projects.mjs';

/** Which kinds of project may depend on which (docs/conventions.md). */
const typeConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:feature-shared', 'type:ui', 'type:util', 'type:data-access', 'type:contract'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  // A feature may use a library that features share (payments: its form, hooks and addresses); that library
  // is a module of its own (manifest, routes) and depends on no feature, nor on another shared feature.
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature-shared', 'type:data-access', 'type:ui', 'type:util', 'type:contract'] },
  { sourceTag: 'type:feature-shared', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:contract'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
  // The server shares only plain functions and the contracts' types with the browser, never browser code.
  // The app builds on the platform and loads the modules by their folders; a module builds on the
  // platform and the faces of the modules it depends on (serverScopeConstraints).
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util', 'type:contract', 'type:server-platform'] },
  { sourceTag: 'type:server-platform', onlyDependOnLibsWithTags: ['type:util', 'type:contract', 'type:server-platform'] },
  { sourceTag: 'type:server-module', onlyDependOnLibsWithTags: ['type:util', 'type:contract', 'type:server-platform', 'type:server-module'] },
  {
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    bannedExternalImports: ['jotai', 'jotai/*', '@tanstack/react-query', 'openapi-fetch'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
];

/**
 * A module (a feature library and its contract share a `scope:<module>` tag) reaches only itself and
 * the shared libraries; the API only the shared ones and the contracts. The module scopes are read from
 * the projects' tags, so that a new module needs no rule of its own.
 */
const moduleScopes = [...new Set(workspaceProjects().flatMap((project) => project.tags))].filter(
  (tag) => tag.startsWith('scope:') && !['scope:shared', 'scope:api', 'scope:web'].includes(tag),
);
/** The scopes of the libraries that features share (`type:feature-shared`): every module may reach them. */
const sharedFeatureScopes = workspaceProjects()
  .filter((project) => project.tags.includes('type:feature-shared'))
  .flatMap((project) => project.tags.filter((tag) => moduleScopes.includes(tag)));
const scopeConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The server implements every module's contract.
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'type:contract', 'scope:api-platform'] },
  { sourceTag: 'scope:api-platform', onlyDependOnLibsWithTags: ['scope:shared', 'type:contract', 'scope:api-platform'] },
  ...moduleScopes.map((scope) => ({
    sourceTag: scope,
    onlyDependOnLibsWithTags: sharedFeatureScopes.includes(scope) ? [scope, 'scope:shared'] : [scope, 'scope:shared', ...sharedFeatureScopes],
  })),
  // Whatever their scopes: a feature never depends on another feature.
  { sourceTag: 'type:feature', notDependOnLibsWithTags: ['type:feature'] },
];

/**
 * A server module (`scope:api-<name>`, apps/church-api/src/modules/<name>) reaches the platform, the
 * shared libraries, the contracts and the modules its descriptor `dependsOn`, each only through its face
 * (index.ts, the one file `@church/api-modules/<name>` names). Read from the descriptors, so a new module
 * needs no rule of its own.
 */
const serverScopeConstraints = serverModules().map(({ name, dependsOn }) => ({
  sourceTag: `scope:api-${name}`,
  onlyDependOnLibsWithTags: ['scope:api-platform', 'scope:shared', 'type:contract', ...dependsOn.map((dependency) => `scope:api-${dependency}`)],
}));

/** Pairs of distinct projects (a pair of one project with itself would switch off the same-project checks). */
const serverTestCycles = serverModules().flatMap(({ name }, index, modules) => [
  [`api-${name}`, 'church-api'],
  ...modules.slice(index + 1).map((other) => [`api-${name}`, `api-${other.name}`]),
]);

const uiSources = ['apps/church-web/src/**/*.tsx', 'libs/**/src/**/*.tsx'];
const testsAndStories = ['**/*.spec.ts', '**/*.spec.tsx', '**/*.stories.tsx', '**/test/**'];

export default [
  { plugins: { '@typescript-eslint': tseslint.plugin } },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/react'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/node_modules',
      '**/generated/**',
      '**/storybook-static',
      '**/.data',
      '**/test-results',
      '**/playwright-report',
      '**/public/service-worker.js',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [...typeConstraints, ...scopeConstraints, ...serverScopeConstraints],
          // The server modules' tests exercise them through the whole app (and each other's flows): the
          // graph has edges back from the modules to the app that only tests make. Cycles in the sources
          // cannot happen: a module imports only modules it depends on, and those cannot depend on it.
          ignoredCircularDependencies: serverTestCycles,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'jotai',
              importNames: ['useAtomValue', 'useAtom'],
              message: "Use @church/state's useAtomValue and useAtom: Jotai's render every reader again right after it mounts.",
            },
          ],
        },
      ],
    },
  },
  // A string replacement reads `$'`, `$&`, `$1`, `$$` in the text it puts in as patterns: data put into
  // a template (a page, an e-mail) goes in through a function, `.replace(x, () => text)`, or split/join.
  {
    files: ['apps/church-api/src/**/*.ts', 'apps/church-web/src/ssr/**/*.ts', 'apps/church-web/src/ssr/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type=/^(Identifier|MemberExpression|CallExpression|BinaryExpression|ConditionalExpression|LogicalExpression|TemplateLiteral)$/]:not([arguments.1.type="TemplateLiteral"][arguments.1.expressions.length=0])',
          message: "Put text into a template with a replacement function (`.replace(x, () => text)`): a string replacement reads `$'`, `$&`, `$1`, `$$` in it as patterns.",
        },
      ],
    },
  },
  // The API's tests reach into what they test (repositories, jobs, another module's helpers); the rules
  // above are for the code the server runs.
  { files: ['apps/church-api/test/**', 'apps/church-api/src/modules/*/test/**'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  // The state library wraps Jotai's hooks, and its tests compare with them.
  { files: ['libs/shared/state/src/**'], rules: { 'no-restricted-imports': 'off' } },
  { ...pluginLingui.configs['flat/recommended'], files: uiSources, ignores: testsAndStories },
  {
    files: uiSources,
    ignores: testsAndStories,
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-z]*$'],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'styleName',
            'src',
            'srcSet',
            'type',
            'id',
            'width',
            'height',
            'displayName',
            'href',
            'to',
            'target',
            'rel',
            'variant',
            'layout',
            'path',
          ],
          ignoreFunctions: ['Error', 'console.*', '*.getElementById', '*.querySelector', '*.setAttribute', 'setMeta', 'import', 'URL'],
        },
      ],
    },
  },
];
