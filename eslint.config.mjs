import nx from '@nx/eslint-plugin';
import pluginLingui from 'eslint-plugin-lingui';
import tseslint from 'typescript-eslint';
import { workspaceProjects } from './tools/vite-config/workspace-projects.mjs';

/** Which kinds of project may depend on which (docs/conventions.md). */
const typeConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:util', 'type:data-access', 'type:contract'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:contract'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'] },
  // The server shares only plain functions and the contracts' types with the browser, never browser code.
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util', 'type:contract'] },
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
const scopeConstraints = [
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // The server implements every module's contract.
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'type:contract'] },
  ...moduleScopes.map((scope) => ({ sourceTag: scope, onlyDependOnLibsWithTags: [scope, 'scope:shared'] })),
  // Whatever their scopes: a feature never depends on another feature.
  { sourceTag: 'type:feature', notDependOnLibsWithTags: ['type:feature'] },
];

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
          depConstraints: [...typeConstraints, ...scopeConstraints],
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
