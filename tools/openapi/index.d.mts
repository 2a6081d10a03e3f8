/** An OpenAPI document as plain data. */
export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

/** The module files a root names with `x-modules: <folder>` (every .yaml in it, in name order). */
export function moduleFilesOf(rootFile: string): string[];

/** The whole document of a root file and its modules, self-contained (every reference internal). */
export function bundleOpenApi(rootFile: string): OpenApiDocument;

/** One module's document: the root's frame with only that module's paths and what they reference. */
export function bundleModule(rootFile: string, moduleFile: string): OpenApiDocument;
