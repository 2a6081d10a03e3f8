import type { Plugin } from 'vite';

export interface ChurchModuleManifest {
  code: string | null;
  areas: string[];
  notifications?: string[];
  homeSections?: true;
  /** `true`: shown when the church has the module; a MOD_* code: when it has that module instead. */
  accountLinks?: true | string;
  livePanels?: true | string;
  scheduleServiceExtras?: true | string;
  ticketContentPanels?: true | string;
  firstPaint?: true;
}

export interface ChurchModuleLibrary {
  /** The library's folder, relative to the workspace root (`libs/news`). */
  dir: string;
  /** Its package name (`@church/news`). */
  library: string;
  /** The name its `src/module.ts` exports the descriptor under (`newsModule`). */
  exportName: string;
  manifest: ChurchModuleManifest;
}

export declare const CHURCH_MODULES_ID: 'virtual:church-modules';
export declare const FIRST_PAINT_MODULES_ID: 'virtual:church-modules/first-paint';
export declare function readManifest(name: string, manifest: unknown): ChurchModuleManifest;
export declare function descriptorExportOf(packageName: string): string;
export declare function churchModuleLibraries(root?: string): ChurchModuleLibrary[];
export declare function churchModulesSource(libraries: ChurchModuleLibrary[]): string;
export declare function firstPaintModulesSource(libraries: ChurchModuleLibrary[]): string;
export declare function churchModulesPlugin(root?: string): Plugin;
