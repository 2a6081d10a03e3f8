import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { generateFiles, names, type Tree } from '@nx/devkit';
import type { ModuleGeneratorSchema } from './schema';

/** Where a module lives, on both sides: the generator writes these and nothing else. */
export function moduleFolders(name: string): string[] {
  return [
    `libs/${name}`,
    `libs/contracts/${name}`,
    `openapi/modules/${name}.yaml`,
    `apps/church-api/src/modules/${name}`,
    `apps/church-web-e2e/src/${name}`,
  ];
}

/** The names the templates use, from the module's kebab-case name. */
export function templateNames(options: ModuleGeneratorSchema) {
  const { fileName, className, propertyName, constantName } = names(options.name);
  const title = options.title ?? className.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  const snake = fileName.replaceAll('-', '_');
  return {
    name: fileName,
    className,
    propertyName,
    constantName,
    code: options.code ?? null,
    title,
    titlePt: options.titlePt ?? title,
    titleEs: options.titleEs ?? title,
    tableName: `${snake}_item`,
    tableProperty: `${propertyName}Item`,
    itemSchema: `${className}Item`,
    listOperation: `list${className}Itens`,
    tmpl: '',
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * A product module on both sides, wired and green: its feature library (libs/<name>: module
 * descriptor, typed paths, a list page with its stories on mock handlers, catalogs in three languages),
 * its contract (openapi/modules/<name>.yaml, and the contract library codegen makes from it), its server
 * slice (schema, first migration, repository, handlers, demo data for the demo churches), its API tests
 * and its end-to-end folder. Nothing outside those folders changes: the shell, the server, the
 * catalogs and the lint rules find the module themselves.
 */
export default async function moduleGenerator(tree: Tree, options: ModuleGeneratorSchema) {
  const substitutions = templateNames(options);
  const taken = moduleFolders(substitutions.name).filter((path) => tree.exists(path));
  if (taken.length > 0) throw new Error(`A module named ${substitutions.name} exists already: ${taken.join(', ')}`);
  generateFiles(tree, join(__dirname, 'files'), '.', substitutions);
  if (options.skipTasks) return undefined;
  return () => {
    // The contract library is generated, the first migration written from the schema, and the catalogs
    // extracted (keeping the translations written here).
    run('node', ['tools/scripts/codegen.mjs']);
    run('npx', ['drizzle-kit', 'generate', '--config', 'apps/church-api/drizzle.config.ts', '--name', 'init'], { MIGRATION_SET: substitutions.name });
    run('npx', ['lingui', 'extract', '--clean']);
  };
}
