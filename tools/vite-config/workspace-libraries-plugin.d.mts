import type { Plugin } from 'vite';

export interface UninstalledLibrary {
  /** The library's folder, relative to the workspace root (`libs/payments`). */
  dir: string;
  /** Its package.json `exports`. */
  exports: Record<string, unknown>;
}

export declare function uninstalledLibraries(root?: string): Map<string, UninstalledLibrary>;
export declare function resolveLibraryImport(id: string, libraries: Map<string, UninstalledLibrary>, root?: string): string | undefined;
export declare function workspaceLibrariesPlugin(root?: string): Plugin;
